/**
 * A plugin of dbbench's own, on the public API alone. An example target plugin, {@code mariadb-example}, built as
 * its own jar against the API alone: copy it to start a new vendor.
 */
package org.example.dbbench.mariadb;
