/**
 * Reads one line from the terminal without echoing it (a secret typed is never on screen, in scrollback
 * or in a terminal recording). Ctrl-C ends the process as it would anywhere else.
 */
export function readHidden(question: string): Promise<string> {
  const { stdin, stderr } = process;
  return new Promise((resolve) => {
    let typed = '';
    stderr.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\u0003') {
          stderr.write('\n');
          process.exit(130);
        }
        if (ch === '\r' || ch === '\n') {
          stdin.off('data', onData);
          stdin.setRawMode(false);
          stdin.pause();
          stderr.write('\n');
          resolve(typed);
          return;
        }
        typed = ch === '\u007f' || ch === '\b' ? typed.slice(0, -1) : typed + ch;
      }
    };
    stdin.on('data', onData);
  });
}
