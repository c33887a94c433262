import type { FaceLook } from './face-list';
import type { FaceStyle, TextStyle } from './face-style';

/** Text styles by number, as the face's lists name them: the gutter's first, then each as first drawn. */
export function styleTable() {
  const ids = new Map<TextStyle, number>();
  const look: FaceLook = {
    palette: { rowBackground: '', oddBackground: '', rowBorder: '', cellBorder: '' },
    styles: [],
  };
  const styles: TextStyle[] = [];
  let changed = false;
  const id = (style: TextStyle) => {
    let found = ids.get(style);
    if (found === undefined) {
      found = styles.length;
      styles.push(style);
      ids.set(style, found);
      changed = true;
    }
    return found;
  };
  return {
    id,
    /** Starts again from a style read anew from the stylesheet. */
    reset(style: FaceStyle) {
      ids.clear();
      styles.length = 0;
      look.palette = {
        rowBackground: style.rowBackground,
        oddBackground: style.oddBackground,
        rowBorder: style.rowBorder,
        cellBorder: style.cellBorder,
      };
      look.styles = styles;
      id(style.gutter);
      changed = true;
    },
    /** The look, when it changed since this was last asked. */
    takeChanged(): FaceLook | null {
      if (!changed) return null;
      changed = false;
      return look;
    },
    look,
  };
}

/** The cells' shown texts by number, each numbered once: what a face has handed over, and what is new. */
export function textTable() {
  const ids = new Map<string, number>();
  const texts: string[] = [];
  let sent = 0;
  return {
    texts,
    id(text: string) {
      let id = ids.get(text);
      if (id === undefined) {
        id = texts.length;
        texts.push(text);
        ids.set(text, id);
      }
      return id;
    },
    /** The index of the first text not handed over yet; 0 when the table starts again. */
    takeFrom() {
      const from = sent;
      sent = texts.length;
      return from;
    },
    /** Past this many texts (a long scroll), the table starts again before a frame is listed. */
    trim(max: number) {
      if (texts.length <= max) return;
      ids.clear();
      texts.length = 0;
      sent = 0;
    },
  };
}

/** A steady scroll through many rows hands over this many texts before the table starts again. */
export const MAX_TEXTS = 20_000;

export type StyleTable = ReturnType<typeof styleTable>;
export type TextTable = ReturnType<typeof textTable>;
