/** A nickname as other members see it in room lists: first and last character only. */
export const maskNickname = (name: string) =>
  name.length <= 2 ? `${name.slice(0, 1)}*` : `${name.slice(0, 1)}***${name.slice(-1)}`;
