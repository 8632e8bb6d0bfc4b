// A pure function of a string, remembered by its text: a spec calls such a
// function with the same few thousand texts again and again (its `$ref`s, its
// descriptions), and the live preview calls it again after each edit.

/** `make`, made once per text; everything is forgotten at `limit` texts, for a process that reads many specs. */
export function byText<T>(make: (text: string) => T, limit = 100_000): (text: string) => T {
  const made = new Map<string, T>();
  return (text) => {
    if (made.has(text)) return made.get(text) as T;
    if (made.size >= limit) made.clear();
    const value = make(text);
    made.set(text, value);
    return value;
  };
}
