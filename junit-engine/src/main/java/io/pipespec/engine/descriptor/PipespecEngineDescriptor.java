package io.pipespec.engine.descriptor;

import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.engine.config.EngineConfiguration;
import io.pipespec.engine.execution.PipespecExecutionContext;
import io.pipespec.engine.report.ReportIndex;
import io.pipespec.engine.report.ReportMode;
import io.pipespec.engine.report.ReportSettings;
import java.io.UncheckedIOException;
import org.apiguardian.api.API;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.engine.support.descriptor.EngineDescriptor;
import org.junit.platform.engine.support.hierarchical.Node;

/**
 * The root of the tree. It reads the configuration when execution starts, so that a bad value fails
 * the engine with its message, before any scenario runs, rather than failing discovery.
 */
@API(status = INTERNAL)
public final class PipespecEngineDescriptor extends EngineDescriptor
    implements Node<PipespecExecutionContext> {

  public PipespecEngineDescriptor(UniqueId uniqueId) {
    super(uniqueId, "Pipespec");
  }

  @Override
  public PipespecExecutionContext before(PipespecExecutionContext context) {
    EngineConfiguration.parallelEnabled(context.configuration());
    // Discovery reported a runner that is not on the class path as an error; should the platform
    // run the engine all the same, it fails here once, not in every scenario.
    EngineConfiguration.resolvedRunners(context.configuration());
    ReportSettings reports = EngineConfiguration.reportSettings(context.configuration());
    return context
        .withRunSettings(
            EngineConfiguration.runSettings(context.configuration())
                .withFunctionTrace(reports.mode() != ReportMode.NONE))
        .withReports(new ReportIndex(reports));
  }

  /**
   * Writes the index of the timeline reports, once every scenario is done; when it cannot be
   * written, a report entry of the engine says why (the verdicts stand).
   */
  @Override
  public void after(PipespecExecutionContext context) {
    try {
      context.reports().write();
    } catch (UncheckedIOException e) {
      context
          .listener()
          .reportingEntryPublished(
              this,
              ReportEntry.from(
                  ScenarioDescriptor.REPORT_ERROR_ENTRY, e.getMessage() + ": " + e.getCause()));
    }
  }
}
