/**
 * Where a text stops being JSON, as an offset: V8 names the place in some of its parse errors and
 * only quotes the text around it in others ("Unexpected token ','"), so the studio finds it itself.
 * A plain scan of JSON's grammar; undefined when the text is JSON.
 */
export function jsonErrorAt(text: string): number | undefined {
  let at = 0;
  const fail = (): never => {
    throw at;
  };
  const space = () => {
    while (at < text.length && " \t\n\r".includes(text[at])) at++;
  };
  const expect = (char: string) => (text[at] === char ? at++ : fail());
  const string = () => {
    expect('"');
    while (at < text.length && text[at] !== '"') {
      if (text[at] < " ") fail();
      if (text[at] === "\\") {
        at++;
        if (text[at] === "u" && /^[0-9a-fA-F]{4}$/.test(text.slice(at + 1, at + 5))) at += 4;
        else if (!'"\\/bfnrt'.includes(text[at] ?? "")) fail();
      }
      at++;
    }
    expect('"');
  };
  const sequence = (close: string, item: () => void) => {
    at++;
    space();
    if (text[at] === close) return void at++;
    for (;;) {
      item();
      space();
      if (text[at] === close) return void at++;
      expect(",");
      space();
    }
  };
  const value = (): void => {
    space();
    const char = text[at];
    if (char === "{") {
      return sequence("}", () => {
        string();
        space();
        expect(":");
        value();
      });
    }
    if (char === "[") return sequence("]", value);
    if (char === '"') return string();
    const literal = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(text.slice(at, at + 400));
    if (!literal) fail();
    at += literal![0].length;
  };
  try {
    value();
    space();
    if (at < text.length) fail();
    return undefined;
  } catch (offset) {
    return offset as number;
  }
}
