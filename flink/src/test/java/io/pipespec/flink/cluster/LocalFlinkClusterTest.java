package io.pipespec.flink.cluster;

import static com.google.common.truth.Truth.assertThat;

import com.google.common.truth.Truth;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.apache.beam.runners.flink.FlinkPipelineOptions;
import org.apache.beam.runners.flink.FlinkRunner;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.PipelineResult;
import org.apache.beam.sdk.io.TextIO;
import org.apache.beam.sdk.options.PipelineOptionsFactory;
import org.apache.beam.sdk.transforms.Create;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.MapElements;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.values.TupleTag;
import org.apache.beam.sdk.values.TupleTagList;
import org.apache.beam.sdk.values.TypeDescriptors;
import org.joda.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Plain Beam pipelines on the shared local cluster: their {@code DoFn}s are test classes, which the
 * cluster has only through staging, and run in the TaskManager's JVM, not in this one.
 */
class LocalFlinkClusterTest {

  /** The cluster of this class's tests, started once for them. */
  private static LocalFlinkCluster cluster;

  @BeforeAll
  static void startCluster() {
    cluster = LocalFlinkCluster.start();
  }

  @AfterAll
  static void stopCluster() {
    cluster.close();
  }

  /** Tags each number with the id of the process that saw it. */
  static final class TagWithProcess extends DoFn<Integer, String> {
    @ProcessElement
    public void process(@Element Integer number, OutputReceiver<String> out) {
      out.output(number * 10 + "@" + ProcessHandle.current().pid());
    }
  }

  @Test
  void runsAPipelineInTheTaskManagerJvm() throws IOException {
    assertThat(cluster.isRunning()).isTrue();
    assertThat(cluster.processes()).hasSize(2);
    long taskManager = cluster.processes().get(1).pid();
    assertThat(taskManager).isNotEqualTo(ProcessHandle.current().pid());

    Path output = Files.createTempDirectory(cluster.sharedDirectory(), "output-");
    Pipeline pipeline = Pipeline.create(options(cluster));
    pipeline
        .apply(Create.of(1, 2, 3, 4, 5))
        .apply(ParDo.of(new TagWithProcess()))
        .apply(TextIO.write().to(output.resolve("numbers").toString()).withoutSharding());
    PipelineResult.State state = pipeline.run().waitUntilFinish(Duration.standardMinutes(3));

    assertThat(state).isEqualTo(PipelineResult.State.DONE);
    assertThat(linesUnder(output))
        .containsExactly(
            "10@" + taskManager,
            "20@" + taskManager,
            "30@" + taskManager,
            "40@" + taskManager,
            "50@" + taskManager);
  }

  @Test
  void stagesTheClassesAndBeamButNotFlinkOrLibrariesWithoutBeam() throws Exception {
    List<String> staged = cluster.filesToStage();
    assertThat(staged).contains(codeSource(TagWithProcess.class));
    assertThat(staged).contains(codeSource(Pipeline.class)); // Beam, loaded anew by each job
    assertThat(staged).contains(codeSource(FlinkRunner.class));
    assertThat(staged).doesNotContain(codeSource(org.apache.flink.runtime.jobgraph.JobGraph.class));
    assertThat(staged).doesNotContain(codeSource(Truth.class)); // names no class of Beam's
  }

  private static String codeSource(Class<?> type) throws Exception {
    return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
  }

  /** A static tag, as a user's transform holds it: Beam numbers it when the class initialises. */
  static final class Split extends DoFn<Integer, Integer> {
    static final TupleTag<Integer> EVEN = new TupleTag<>() {};
    static final TupleTag<Integer> ODD = new TupleTag<>() {};

    @ProcessElement
    public void process(@Element Integer number, MultiOutputReceiver out) {
      out.get(number % 2 == 0 ? EVEN : ODD).output(number);
    }
  }

  /**
   * Two jobs in a row with a static {@code TupleTag}: each job initialises the class afresh in its
   * own class loader, as on any cluster, so the tags' ids match the job's graph both times.
   */
  @Test
  void jobsInARowEachHaveTheirOwnClasses() throws IOException {
    for (int job = 0; job < 2; job++) {
      Path output = Files.createTempDirectory(cluster.sharedDirectory(), "split-");
      Pipeline pipeline = Pipeline.create(options(cluster));
      pipeline
          .apply(Create.of(1, 2, 3))
          .apply(ParDo.of(new Split()).withOutputTags(Split.EVEN, TupleTagList.of(Split.ODD)))
          .get(Split.ODD)
          .apply(MapElements.into(TypeDescriptors.strings()).via(String::valueOf))
          .apply(TextIO.write().to(output.resolve("odd").toString()).withoutSharding());
      assertThat(pipeline.run().waitUntilFinish(Duration.standardMinutes(3)))
          .isEqualTo(PipelineResult.State.DONE);
      assertThat(linesUnder(output)).containsExactly("1", "3");
    }
  }

  private static FlinkPipelineOptions options(LocalFlinkCluster cluster) {
    FlinkPipelineOptions options = PipelineOptionsFactory.as(FlinkPipelineOptions.class);
    options.setRunner(FlinkRunner.class);
    options.setFlinkMaster(cluster.restAddress());
    options.setFilesToStage(cluster.filesToStage());
    options.setTempLocation(cluster.sharedDirectory().toString());
    options.setParallelism(1);
    return options;
  }

  private static List<String> linesUnder(Path directory) throws IOException {
    List<String> lines = new ArrayList<>();
    try (Stream<Path> files = Files.walk(directory)) {
      for (Path file : files.filter(Files::isRegularFile).sorted().toList()) {
        if (!file.getFileName().toString().startsWith(".")) {
          lines.addAll(Files.readAllLines(file, StandardCharsets.UTF_8));
        }
      }
    }
    return lines;
  }
}
