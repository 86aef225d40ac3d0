/**
 * A block of hand-written lines, one a line: blank lines and surrounding spaces go. A '¶' in
 * a line starts a new paragraph, so a post can span several without breaking the block.
 */
export const lines = (block: string): string[] =>
  block
    .split('\n')
    .map((line) => line.trim().replaceAll(' ¶ ', '\n\n'))
    .filter((line) => line.length > 0);
