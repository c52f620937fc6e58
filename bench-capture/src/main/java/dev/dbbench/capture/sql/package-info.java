/**
 * Internal. Statements read without a server: tokens, the shape that every spelling of one statement shares, its
 * values and the column each value meets.
 */
package dev.dbbench.capture.sql;
