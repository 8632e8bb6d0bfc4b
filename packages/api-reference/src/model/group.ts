// Lists grouped by a key, built in one pass: a large spec groups tens of thousands of operations
// (its tags' operations, model/api.ts; a schema's "Used by", model/schema-pages.ts), where copying a
// list at each push, or filtering every operation for each group, took time with the square of them.

/** Adds `value` to the list of `key`, made on first use. */
export function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
