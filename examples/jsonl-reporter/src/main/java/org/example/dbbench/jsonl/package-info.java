/**
 * A plugin of dbbench's own, on the public API alone. An example reporter plugin, format {@code jsonl}: one JSON
 * line per step, built as its own jar against the API alone.
 */
package org.example.dbbench.jsonl;
