/**
 * Internal. From a captured statement log to a workload: transactions rebuilt per session, grouped into types and
 * variants, generators fitted to parameters and to the catalog's statistics.
 */
package dev.dbbench.capture.model;
