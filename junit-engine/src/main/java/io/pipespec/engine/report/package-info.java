/**
 * Timeline reports: one self-contained HTML page per scenario (inline SVG and CSS, no network) and
 * an index of every scenario, written after the scenario's expectations are judged. Internal to the
 * engine; configured by {@code pipespec.reports} and {@code pipespec.reports.dir}.
 */
package io.pipespec.engine.report;
