/**
 * Judging captured output after the run: the expectations generated suites create, the linear
 * multiset comparison, and failure messages built from Truth facts. Internal: used by generated
 * code and the engine.
 */
package io.pipespec.runtime.verdict.expect;
