package io.pipespec.flink.cluster;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.pipespec.engine.PipespecEngineConstants;
import io.pipespec.flink.cluster.FlinkClusterSetting.Kind;
import java.util.Map;
import java.util.Optional;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.options.PipelineOptionsFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class FlinkClusterSettingTest {

  @Test
  void theKeysAreTheEnginesDocumentedOnes() {
    assertThat(FlinkClusterSetting.PROPERTY)
        .isEqualTo(PipespecEngineConstants.FLINK_CLUSTER_PROPERTY_NAME);
    assertThat(FlinkClusterSetting.CAPTURE_LOCATION_PROPERTY)
        .isEqualTo(PipespecEngineConstants.FLINK_CAPTURE_LOCATION_PROPERTY_NAME);
  }

  @Test
  void theDefaultIsEmbedded() {
    assertThat(FlinkClusterSetting.from(key -> Optional.empty()).kind()).isEqualTo(Kind.EMBEDDED);
  }

  @Test
  void readsTheThreeForms() {
    assertThat(FlinkClusterSetting.parse("embedded").kind()).isEqualTo(Kind.EMBEDDED);
    assertThat(FlinkClusterSetting.parse(" Local ").kind()).isEqualTo(Kind.LOCAL);
    FlinkClusterSetting remote = FlinkClusterSetting.parse("flink-jm.example.com:8081");
    assertThat(remote.kind()).isEqualTo(Kind.REMOTE);
    assertThat(remote.toString()).isEqualTo("flink-jm.example.com:8081");
    assertThat(FlinkClusterSetting.parse("[::1]:8081").kind()).isEqualTo(Kind.REMOTE);
    assertThat(FlinkClusterSetting.parse("10.0.0.7:6123").kind()).isEqualTo(Kind.REMOTE);
  }

  @Test
  void readsTheKeyThroughTheLookup() {
    Map<String, String> parameters = Map.of(FlinkClusterSetting.PROPERTY, "local");
    assertThat(FlinkClusterSetting.from(key -> Optional.ofNullable(parameters.get(key))).kind())
        .isEqualTo(Kind.LOCAL);
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "cluster", "remote", "flink-jm", "flink-jm:", ":8081", "a b:8081"})
  void rejectsWhatIsNoForm(String value) {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> FlinkClusterSetting.parse(value));
    assertThat(e)
        .hasMessageThat()
        .isEqualTo(
            "The configuration parameter pipespec.flink.cluster = '"
                + value
                + "' is not valid: expected embedded (Beam's mini-cluster in the test JVM, the"
                + " default), local (a JobManager and a TaskManager started in JVMs of their own"
                + " on this machine) or host:port (the REST endpoint of a running Flink 1.19"
                + " cluster's JobManager, such as flink-jm.example.com:8081, without http://)");
  }

  @Test
  void rejectsAPortOutOfRange() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class, () -> FlinkClusterSetting.parse("flink-jm:70000"));
    assertThat(e).hasMessageThat().contains("the port 70000 is not between 1 and 65535");
    assertThrows(IllegalArgumentException.class, () -> FlinkClusterSetting.parse("flink-jm:0"));
  }

  @Test
  void rejectsAScheme() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> FlinkClusterSetting.parse("http://flink-jm:8081"));
    assertThat(e).hasMessageThat().contains("without its scheme, as host:port");
  }

  /** For the settings that start no cluster. */
  private static LocalFlinkCluster noLocalCluster() {
    throw new AssertionError("no local cluster is started for this setting");
  }

  @Test
  void embeddedIsBeamsMiniCluster() {
    assertThat(
            FlinkClusterSetting.embedded()
                .options(Optional.of("/shared"), FlinkClusterSettingTest::noLocalCluster))
        .containsExactly("--flinkMaster=[local]");
  }

  @Test
  void aRemoteClusterGetsItsAddressAndTheCaptureLocation() {
    FlinkClusterSetting remote = FlinkClusterSetting.parse("flink-jm:8081");
    // Beam stages the whole class path, as it does for any cluster: no --filesToStage.
    assertThat(
            remote.options(
                Optional.of(" /mnt/shared/ps "), FlinkClusterSettingTest::noLocalCluster))
        .containsExactly("--flinkMaster=flink-jm:8081", "--tempLocation=/mnt/shared/ps")
        .inOrder();
    assertThat(remote.options(Optional.empty(), FlinkClusterSettingTest::noLocalCluster))
        .containsExactly("--flinkMaster=flink-jm:8081");
  }

  @Test
  void aRemoteClusterWithATempLocationPasses() {
    PipelineOptions options = PipelineOptionsFactory.create();
    options.setTempLocation("/mnt/nfs/tmp");
    FlinkClusterSetting.parse("flink-jm:8081").check(options);
    FlinkClusterSetting.embedded().check(PipelineOptionsFactory.create());
  }

  @Test
  void aRemoteClusterWithoutASharedLocationIsRefused() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                FlinkClusterSetting.parse("flink-jm:8081").check(PipelineOptionsFactory.create()));
    assertThat(e).hasMessageThat().contains("Set pipespec.flink.captureLocation to a directory");
    assertThat(e).hasMessageThat().contains("--tempLocation in pipespec.pipelineOptions");
  }

  @Test
  void aRemoteClusterWhereNothingListensFailsAtOnceNamingTheAddress() throws Exception {
    int port;
    try (java.net.ServerSocket socket = new java.net.ServerSocket(0)) {
      port = socket.getLocalPort(); // closed again: nothing listens there
    }
    FlinkClusterSetting nowhere = FlinkClusterSetting.parse("localhost:" + port);
    // The addresses one engine execution found down (its FlinkClusters keeps them).
    java.util.concurrent.ConcurrentMap<String, FlinkClusterSetting.Unreachable> down =
        new java.util.concurrent.ConcurrentHashMap<>();

    IllegalArgumentException first =
        assertThrows(IllegalArgumentException.class, () -> nowhere.probe(down));
    assertThat(first)
        .hasMessageThat()
        .startsWith(
            "pipespec.flink.cluster = localhost:"
                + port
                + ": no Flink JobManager answers there: nothing answered at http://localhost:"
                + port
                + "/config (java.net.ConnectException");
    // Something answers there now, but the address is not asked again within the minute: the
    // scenarios that follow fail at once, with the same message.
    com.sun.net.httpserver.HttpServer server = answering(port);
    try {
      IllegalArgumentException again =
          assertThrows(IllegalArgumentException.class, () -> nowhere.probe(down));
      assertThat(again).hasMessageThat().isEqualTo(first.getMessage());
    } finally {
      server.stop(0);
    }
  }

  @Test
  void aRemoteClusterThatAnswersPassesTheProbe() throws Exception {
    com.sun.net.httpserver.HttpServer server =
        com.sun.net.httpserver.HttpServer.create(
            new java.net.InetSocketAddress(java.net.InetAddress.getLoopbackAddress(), 0), 0);
    server.createContext(
        "/config",
        exchange -> {
          byte[] body = "{}".getBytes(java.nio.charset.StandardCharsets.UTF_8);
          exchange.sendResponseHeaders(200, body.length);
          exchange.getResponseBody().write(body);
          exchange.close();
        });
    server.start();
    try {
      FlinkClusterSetting.parse("127.0.0.1:" + server.getAddress().getPort()).probe();
      FlinkClusterSetting.embedded().probe(); // nothing to ask
    } finally {
      server.stop(0);
    }
  }

  /** A server at {@code port} (0: any) that answers /config as a JobManager does. */
  private static com.sun.net.httpserver.HttpServer answering(int port) throws Exception {
    com.sun.net.httpserver.HttpServer server =
        com.sun.net.httpserver.HttpServer.create(
            new java.net.InetSocketAddress(java.net.InetAddress.getLoopbackAddress(), port), 0);
    server.createContext(
        "/config",
        exchange -> {
          byte[] body = "{}".getBytes(java.nio.charset.StandardCharsets.UTF_8);
          exchange.sendResponseHeaders(200, body.length);
          exchange.getResponseBody().write(body);
          exchange.close();
        });
    server.start();
    return server;
  }
}
