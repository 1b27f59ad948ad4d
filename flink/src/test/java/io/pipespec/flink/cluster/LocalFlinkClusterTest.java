package io.pipespec.flink.cluster;

import static com.google.common.truth.Truth.assertThat;

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
import org.apache.beam.sdk.transforms.ParDo;
import org.joda.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * A plain Beam pipeline on the shared local cluster: its {@code DoFn} is a test class, which the
 * cluster has only through staging, and it runs in the TaskManager's JVM, not in this one.
 */
class LocalFlinkClusterTest {

  /** Tags each number with the id of the process that saw it. */
  static final class TagWithProcess extends DoFn<Integer, String> {
    @ProcessElement
    public void process(@Element Integer number, OutputReceiver<String> out) {
      out.output(number * 10 + "@" + ProcessHandle.current().pid());
    }
  }

  @Test
  void runsAPipelineInTheTaskManagerJvm() throws IOException {
    LocalFlinkCluster cluster = LocalFlinkCluster.shared();
    assertThat(cluster.isRunning()).isTrue();
    assertThat(cluster.processes()).hasSize(2);
    long taskManager = cluster.processes().get(1).pid();
    assertThat(taskManager).isNotEqualTo(ProcessHandle.current().pid());

    Path output = Files.createTempDirectory(cluster.sharedDirectory(), "output-");
    FlinkPipelineOptions options = PipelineOptionsFactory.as(FlinkPipelineOptions.class);
    options.setRunner(FlinkRunner.class);
    options.setFlinkMaster(cluster.restAddress());
    options.setFilesToStage(cluster.filesToStage());
    options.setTempLocation(cluster.sharedDirectory().toString());
    options.setParallelism(1);
    Pipeline pipeline = Pipeline.create(options);
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
  void stagesTheClassDirectoriesAndNotTheJars() {
    LocalFlinkCluster cluster = LocalFlinkCluster.shared();
    List<String> staged = cluster.filesToStage();
    String testClasses =
        Path.of(TagWithProcess.class.getProtectionDomain().getCodeSource().getLocation().getPath())
            .toString();
    assertThat(staged).contains(testClasses);
    assertThat(staged.stream().filter(file -> file.endsWith(".jar")).toList()).isEmpty();
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
