/**
 * A plugin of dbbench's own, on the public API alone. The {@code oceanbase} target: OceanBase in MySQL mode (CE,
 * Enterprise, Cloud, seekdb) through the OceanBase client, with its tenant settings and error codes.
 */
package dev.dbbench.targets.oceanbase;
