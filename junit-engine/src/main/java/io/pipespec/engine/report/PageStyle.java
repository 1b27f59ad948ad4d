package io.pipespec.engine.report;

/** The inline stylesheet, legend and script of the pages. */
final class PageStyle {

  private PageStyle() {}

  static final String CSS =
      """
      body{font:14px/1.4 system-ui,-apple-system,'Segoe UI',sans-serif;margin:16px 24px;color:#1d2330;background:#fff}
      h1{font-size:20px;margin:0 0 4px}h2{font-size:16px;margin:22px 0 6px}
      .scenario{color:#3451b2}.summary{color:#5b6275;margin:2px 0 8px}
      .note{color:#6b7280;font-style:italic}
      .run-failure{background:#fdecec;border-left:4px solid #c62828;padding:6px 10px;white-space:pre-wrap}
      table{border-collapse:collapse;margin:4px 0}th,td{border-bottom:1px solid #e5e7eb;padding:3px 8px;text-align:left;vertical-align:top}
      th{font-weight:600;color:#374151;background:#f6f7f9}
      .verdict{display:inline-block;padding:0 7px;border-radius:9px;font-size:12px;font-weight:600;color:#fff}
      .verdict.passed{background:#2e7d32}.verdict.failed{background:#c62828}.verdict.refused{background:#ad5b00}.verdict.not-judged{background:#7b8190}
      tr.expectation{cursor:pointer}tr.expectation.focus{background:#eef2ff}
      .method{font-family:ui-monospace,monospace}
      pre{white-space:pre-wrap;max-height:320px;overflow:auto;background:#f6f7f9;padding:6px;margin:4px 0;font-size:12px}
      .scroll{overflow:auto;max-height:640px;border:1px solid #e5e7eb;border-radius:4px}
      .expectations-list{max-height:340px;display:inline-block;max-width:100%}
      svg.output-timeline,svg.timeline-lane{display:block;max-width:100%;height:auto}
      svg text{font:11px ui-monospace,monospace;fill:#374151}
      .axis line{stroke:#9ca3af}.tick-label{fill:#6b7280}
      .band{fill:#dbe4ff;stroke:#7f96d9;stroke-width:1}
      .ghost-window .band{fill:none;stroke:#9ca3af;stroke-dasharray:4 3}
      .element{stroke:#fff;stroke-width:1}
      .timing-EARLY{fill:#f59e0b}.timing-ON_TIME{fill:#2563eb}.timing-LATE{fill:#7c3aed}.timing-NOT_GROUPED{fill:#6b7280}
      td.timing-EARLY,td.timing-ON_TIME,td.timing-LATE,td.timing-NOT_GROUPED{fill:none;font-weight:600}
      td.timing-EARLY{color:#b45309}td.timing-ON_TIME{color:#1d4ed8}td.timing-LATE{color:#6d28d9}
      .element.unexpected{stroke:#dc2626;stroke-width:3}
      .pane rect{fill-opacity:.18;stroke-width:1.2}
      .pane.timing-EARLY rect{stroke:#f59e0b}.pane.timing-ON_TIME rect{stroke:#2563eb}.pane.timing-LATE rect{stroke:#7c3aed}
      .pane.timing-NOT_GROUPED rect{stroke:#6b7280}.pane text{fill:#111827}
      td.timing-NOT_GROUPED{color:#4b5563}
      .failure h3{font-size:14px;margin:12px 0 2px}
      .difference{display:inline-block;vertical-align:top;margin:0 18px 6px 0;max-width:100%}
      .difference h3{margin:6px 0 2px}.difference .diff{display:block}
      .diff{max-height:480px;margin:4px 0}.diff-table{margin:0;font-size:12px}
      .diff-side,.diff-key{font-family:ui-monospace,monospace;overflow-wrap:anywhere;max-width:560px}
      .diff-kind{font-family:system-ui,sans-serif;font-size:11px;color:#6b7280}
      tr.diff-row[data-kind=missing] td:nth-child(2),tr.diff-row[data-kind=unexpected] td:nth-child(3){background:#fdecec}
      .diff mark{background:#fde68a;color:#7c2d12;border-radius:2px}
      pre.failure-message{white-space:pre-wrap;overflow-wrap:normal;overflow-x:auto;max-height:none;border-left:4px solid #c62828}
      h3{font-size:14px;margin:14px 0 4px}
      tr.element-row.unexpected .element-text{outline:3px solid #dc2626}
      tr.element-row.missing .element-text{outline:2px dashed #dc2626;background:#fff}
      .option-value{font-family:ui-monospace,monospace;overflow-wrap:anywhere}
      .missing.ghost circle{fill:#fff;fill-opacity:.6;stroke:#dc2626;stroke-width:1.5;stroke-dasharray:3 2}
      .ghost-label{fill:#b91c1c}
      .scope-outline{fill:none;stroke:#64748b;stroke-width:1;stroke-dasharray:6 3}
      .scope-outline.failed{stroke:#dc2626;stroke-width:1.5}.scope-outline.refused{stroke:#ad5b00}
      .scope-outline.focus{stroke-width:3;stroke-dasharray:none}
      .more{fill:#6b7280}
      .watermark-rise{stroke:#0f766e;stroke-width:2}.watermark-mark{stroke:#0f766e;stroke-width:3}
      .input-step path{fill:#4b5563}.processing-step path{fill:#db2777}
      .savepoint-mark{stroke:#7c3aed;stroke-width:2}
      .restart-mark{stroke:#c2410c;stroke-width:2}.restart-step.not-reached .restart-mark{stroke:#9ca3af}
      .restart{background:#fff7ed;border-left:4px solid #c2410c;padding:6px 10px;white-space:pre-wrap}
      .bar{stroke:none}
      .element-text{font-family:ui-monospace,monospace;background:#f3f4f6;padding:0 3px;border-radius:3px}
      .legend{margin-top:24px;color:#4b5563;font-size:12px}.legend span{margin-right:14px}
      .lane{display:flex;flex-wrap:wrap;gap:6px;align-items:center;margin:2px 0}.lane-name{width:64px;color:#5b6275}
      .bundle{display:inline-flex;gap:3px;border:1px solid #9ca3af;border-radius:4px;padding:2px 4px}
      .moved{background:#fde68a;outline:2px solid #d97706}
      .swatch{display:inline-block;width:10px;height:10px;border-radius:5px;margin-right:4px;vertical-align:middle}
      """;

  static final String LEGEND =
      "<footer class=\"legend\">"
          + "<span><i class=\"swatch\" style=\"background:#f59e0b\"></i>EARLY</span>"
          + "<span><i class=\"swatch\" style=\"background:#2563eb\"></i>ON_TIME</span>"
          + "<span><i class=\"swatch\" style=\"background:#7c3aed\"></i>LATE</span>"
          + "<span title=\"Beam's PaneInfo.NO_FIRING: no grouping fired these elements (a DoFn's"
          + " output before any GroupByKey or Combine; on Flink in batch, a grouping's output"
          + " too)\"><i class=\"swatch\" style=\"background:#6b7280\"></i>not grouped</span>"
          + "<span><i class=\"swatch\" style=\"border:3px solid #dc2626\"></i>unexpected</span>"
          + "<span><i class=\"swatch\" style=\"border:2px dashed #dc2626\"></i>missing</span>"
          + "<span>dashed box: an expectation's scope (click a row above to highlight it)</span>"
          + "<span>bands: windows; markers right of the axis: firings (timing #index \u00b7"
          + " elements)</span></footer>";

  /** Clicking an expectation highlights its scope outlines; nothing else is scripted. */
  static final String SCRIPT =
      "document.querySelectorAll('tr.expectation').forEach(function(row){"
          + "row.addEventListener('click',function(){var name=row.dataset.expectation;"
          + "var on=!row.classList.contains('focus');row.classList.toggle('focus',on);"
          + "document.querySelectorAll('.scope-outline').forEach(function(box){"
          + "if(box.dataset.expectation===name){box.classList.toggle('focus',on);}});});});";
}
