/** An example workload written as one annotated Java class on the public API alone, {@code orders}: copy it to start your own. */
package org.example.dbbench.orders;
