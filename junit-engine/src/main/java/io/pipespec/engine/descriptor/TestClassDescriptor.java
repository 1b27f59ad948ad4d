package io.pipespec.engine.descriptor;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.engine.execution.PipespecExecutionContext;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.verdict.snapshot.SnapshotMode;
import io.pipespec.runtime.verdict.snapshot.SnapshotSettings;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.apiguardian.api.API;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.TestTag;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.engine.support.descriptor.ClassSource;

/**
 * A {@code @PipelineTest} or {@code @FunctionTest} class, with the scenarios its generated suite
 * declares. Its {@link ClassSource} is the one build tools count a single-scenario class's
 * expectations under; nested scenarios carry their own.
 *
 * <p>Its display name is the simple name of the class, or the fully qualified name when another
 * selected test class has the same simple name, so that siblings never share a display name.
 */
@API(status = INTERNAL)
public final class TestClassDescriptor extends ClassDescriptor {

  /**
   * The key of the report entry that names a snapshot or shape file no expectation of the class
   * reads.
   */
  public static final String STALE_SNAPSHOT_ENTRY = "pipespec.staleSnapshot";

  private final List<ScenarioSpec> scenarios;

  public TestClassDescriptor(
      TestDescriptor engine, Class<?> testClass, List<ScenarioSpec> scenarios, Set<TestTag> tags) {
    this(engine.getUniqueId(), testClass, testClass.getSimpleName(), scenarios, tags);
  }

  private TestClassDescriptor(
      UniqueId engineId,
      Class<?> testClass,
      String displayName,
      List<ScenarioSpec> scenarios,
      Set<TestTag> tags) {
    super(engineId, testClass, displayName, tags);
    this.scenarios = List.copyOf(requireNonNull(scenarios, "scenarios"));
  }

  @Override
  TestClassDescriptor named(UniqueId engineId, String displayName) {
    return new TestClassDescriptor(engineId, testClass(), displayName, scenarios, ownTags());
  }

  /**
   * Names the snapshot, shape and golden effects files in the class's snapshot directory that none
   * of its expectations reads, on standard error and as a report entry each ({@code
   * pipespec.staleSnapshot}); they change no verdict.
   */
  @Override
  public void after(PipespecExecutionContext context) {
    SnapshotSettings snapshots = context.configured().runSettings().snapshots();
    for (Path stale : StaleSnapshots.of(testClass(), scenarios, snapshots.directory())) {
      boolean shape = StaleSnapshots.isShape(stale);
      boolean effects = StaleSnapshots.isGoldenEffects(stale);
      String note =
          (shape ? "the shape file " : effects ? "the golden file " : "the snapshot ")
              + stale
              + " is read by no "
              + (shape
                  ? "@ExpectShape"
                  : effects ? "@ExpectEffects(snapshot = ...)" : "@ExpectSnapshot")
              + " of "
              + testClass().getName()
              + ((shape ? snapshots.shapes() : snapshots.mode()) == SnapshotMode.UPDATE
                  ? ": delete it if its expectation is gone, or rename it with the expectation"
                  : "");
      System.err.println("Pipespec: " + note);
      context
          .listener()
          .reportingEntryPublished(this, ReportEntry.from(STALE_SNAPSHOT_ENTRY, note));
    }
  }

  /** Every scenario of the class, in declaration order, selected or not. */
  public List<ScenarioSpec> scenarios() {
    return scenarios;
  }

  public Optional<ScenarioSpec> scenario(String name) {
    return scenarios.stream().filter(scenario -> scenario.name().equals(name)).findFirst();
  }
}
