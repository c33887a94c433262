import type { CellTone } from '../../cells/cell-content';

/** How one kind of cell text is drawn: read from the stylesheet, never written twice. */
export interface TextStyle {
  font: string;
  color: string;
  alpha: number;
  align: 'left' | 'right';
  underline: boolean;
  padLeft: number;
  padRight: number;
}

export interface FaceStyle {
  rowBackground: string;
  oddBackground: string;
  rowBorder: string;
  cellBorder: string;
  gutter: TextStyle;
  /** By cell class and tone ('', 'null', 'flag', 'link'). */
  text: (cellClass: string, tone: CellTone | 'link' | undefined) => TextStyle;
}

const px = (length: string) => Number.parseFloat(length) || 0;

/** Padding and alignment: a cell's box. */
const cellBox = (computed: CSSStyleDeclaration): Pick<TextStyle, 'align' | 'padLeft' | 'padRight'> => ({
  align: computed.textAlign === 'right' || computed.textAlign === 'end' ? 'right' : 'left',
  padLeft: px(computed.paddingLeft),
  padRight: px(computed.paddingRight),
});

function textStyle(computed: CSSStyleDeclaration): TextStyle {
  return {
    font: `${computed.fontStyle} ${computed.fontWeight} ${computed.fontSize} ${computed.fontFamily}`,
    color: computed.color,
    alpha: Number.parseFloat(computed.opacity) || 1,
    underline: computed.textDecorationLine.includes('underline'),
    ...cellBox(computed),
  };
}

/**
 * Reads the body's look from the stylesheet through hidden probe elements built like the written rows,
 * placed in `host` (inside the grid, outside the body, so the body's own see-through rules never apply).
 */
export function readFaceStyle(host: HTMLElement): FaceStyle {
  const probe = document.createElement('div');
  probe.setAttribute('aria-hidden', 'true');
  probe.style.cssText = 'position:absolute;visibility:hidden;top:0;left:0;contain:strict;width:0;height:0';
  const row = document.createElement('div');
  row.className = 'rt-row';
  const odd = document.createElement('div');
  odd.className = 'rt-row rt-odd';
  const gutter = document.createElement('div');
  gutter.className = 'rt-gutter rt-rowhead';
  const cell = document.createElement('div');
  const inner = document.createElement('span');
  cell.append(inner);
  row.append(gutter, cell);
  probe.append(row, odd);
  host.append(probe);
  const rowStyle = getComputedStyle(row);
  const style = {
    rowBackground: rowStyle.backgroundColor,
    oddBackground: getComputedStyle(odd).backgroundColor,
    rowBorder: rowStyle.borderBottomColor,
    gutter: textStyle(getComputedStyle(gutter)),
  };
  cell.className = 'rt-cell';
  const cellBorder = getComputedStyle(cell).borderRightColor;
  probe.remove();
  // A text style is read the first time it is drawn (the probe comes back for that moment), then kept, by
  // class and tone (no key string built per cell drawn).
  const cache = new Map<string, Map<string, TextStyle>>();
  const text = (cellClass: string, tone: CellTone | 'link' | undefined) => {
    let byTone = cache.get(cellClass);
    if (!byTone) cache.set(cellClass, (byTone = new Map()));
    let kept = byTone.get(tone ?? '');
    if (kept) return kept;
    host.append(probe);
    cell.className = tone && tone !== 'link' ? `${cellClass} rt-${tone}` : cellClass;
    inner.className = tone === 'link' ? 'rt-link' : '';
    const cellStyle = getComputedStyle(cell);
    // A link is an inline span: its colour and underline are its own, its padding and alignment the cell's.
    kept =
      tone === 'link'
        ? { ...textStyle(getComputedStyle(inner)), ...cellBox(cellStyle) }
        : textStyle(cellStyle);
    probe.remove();
    byTone.set(tone ?? '', kept);
    return kept;
  };
  return { ...style, cellBorder, text };
}
