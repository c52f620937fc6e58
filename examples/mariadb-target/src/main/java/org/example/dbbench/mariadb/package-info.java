/** An example target plugin on the public API alone, {@code mariadb-example}: copy it to start a new vendor. */
package org.example.dbbench.mariadb;
