package io.pipespec.engine.descriptor;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.engine.config.EngineSettings;
import io.pipespec.engine.execution.PipespecExecutionContext;
import io.pipespec.engine.execution.PipespecExecutionContext.Stage;
import io.pipespec.engine.report.ReportIndex;
import io.pipespec.runtime.runner.RunnerSupports;
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

  private final EngineSettings settings;

  /** The root, with the engine's settings, which every phase reads from here. */
  public PipespecEngineDescriptor(UniqueId uniqueId, EngineSettings settings) {
    super(uniqueId, "Pipespec");
    this.settings = requireNonNull(settings, "settings");
  }

  /**
   * {@code [Pipespec]}: in brackets, so that Maven Surefire (3.5 and 3.6) names every expectation
   * by its legacy reporting name ({@code counts [TwoLines]}) rather than by its method's name
   * alone. Surefire does so for a test below a container that has no source and a bracketed legacy
   * reporting name, its sign of a parameterized test; the engine is the one such container above
   * every expectation. Without it, Surefire prints the same {@code
   * com.example.WordCountTest.counts} for the {@code counts} of two {@code @Scenario} classes, and
   * 3.5 takes them for two runs of one test. Where Surefire uses the method's name, it is the same
   * name for an expectation of a class that is its own scenario.
   */
  @Override
  public String getLegacyReportingName() {
    return "[" + getDisplayName() + "]";
  }

  /** The engine's settings, read once for discovery and execution. */
  public EngineSettings settings() {
    return settings;
  }

  /**
   * Reads every setting, so that a bad value fails the engine once, before any scenario runs (a
   * runner that is not on the class path was a discovery error too; should the platform run the
   * engine all the same, it fails here, not in every scenario).
   */
  @Override
  public PipespecExecutionContext before(PipespecExecutionContext context) {
    EngineSettings engine = context.settings();
    engine.validate();
    ReportIndex reports = new ReportIndex(engine.reports());
    // The runners' supports of this execution, configured with their own parameters
    // (pipespec.flink.cluster); after() closes them, and the clusters they started.
    RunnerSupports supports = RunnerSupports.configured(engine::runnerParameter);
    return context.in(
        new Stage.Configured(
            engine.runSettings().withSupports(supports),
            engine.explore(),
            reports,
            engine.generate()));
  }

  /**
   * Writes the index of the timeline reports, once every scenario is done; when it cannot be
   * written, a report entry of the engine says why (the verdicts stand). Then closes the runners'
   * supports of this execution, and with them the clusters they started.
   */
  @Override
  public void after(PipespecExecutionContext context) {
    if (context.stage() instanceof Stage.Unconfigured) {
      // before() failed on a bad setting: no scenario ran, no support is open, no index to write.
      return;
    }
    try {
      writeReportIndex(context);
    } finally {
      context.configured().runSettings().supports().close();
    }
  }

  private void writeReportIndex(PipespecExecutionContext context) {
    try {
      context.configured().reports().write();
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
