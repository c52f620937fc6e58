/** An example reporter plugin on the public API alone, format {@code jsonl}: one JSON line per step. */
package org.example.dbbench.jsonl;
