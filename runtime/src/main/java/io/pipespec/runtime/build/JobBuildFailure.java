package io.pipespec.runtime.build;

import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a job that threw while it was built is told, before what it threw. Beam resolves a file
 * read's or write's path while the job is built ({@code TextIO.write().to("gs://...")} asks {@code
 * FileSystems} for the scheme's file system), before Pipespec can replace or capture the step, so a
 * job whose paths name a file system its test's class path lacks throws there; the message says how
 * to get past it rather than only what Beam said.
 */
final class JobBuildFailure {

  private static final Pattern NO_FILE_SYSTEM =
      Pattern.compile("No filesystem found for scheme (\\S+)");

  /** The Beam module that brings each common scheme's file system. */
  private static final Map<String, String> MODULES =
      Map.of(
          "gs", "org.apache.beam:beam-sdks-java-extensions-google-cloud-platform-core",
          "s3", "org.apache.beam:beam-sdks-java-io-amazon-web-services2",
          "hdfs", "org.apache.beam:beam-sdks-java-io-hadoop-file-system",
          "abfs", "org.apache.beam:beam-sdks-java-io-azure");

  private JobBuildFailure() {}

  /** The explanation of {@code thrown}, which the failure message follows with the exception. */
  static String explain(Throwable thrown) {
    return noFileSystem(thrown)
        .map(
            scheme ->
                "the job threw while it was built: a path of scheme '"
                    + scheme
                    + "' that no Beam file system on the test's class path reads (Beam resolves a"
                    + " read's or a write's path while the job is built, before Pipespec replaces"
                    + " or captures the step). Put the file system's module on the test class path"
                    + Optional.ofNullable(MODULES.get(scheme))
                        .map(module -> " (for " + scheme + "://, " + module + ")")
                        .orElse("")
                    + ", or have the job take its paths from its options and give it local ones"
                    + " with @Options:")
        .orElse("the job threw while it was built:");
  }

  private static Optional<String> noFileSystem(Throwable thrown) {
    for (Throwable t = thrown; t != null; t = t.getCause()) {
      Matcher matcher = NO_FILE_SYSTEM.matcher(String.valueOf(t.getMessage()));
      if (matcher.find()) {
        return Optional.of(matcher.group(1));
      }
      if (t.getCause() == t) {
        break;
      }
    }
    return Optional.empty();
  }
}
