package io.pipespec.runtime.build;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import java.util.List;
import java.util.Optional;
import org.apiguardian.api.API;

/**
 * A read or write of a job that a test let run as written ({@code @RunsAsWritten}): it touched what
 * it touches outside the test.
 *
 * @param transform the transform's full name in the pipeline graph
 * @param role whether it reads or writes
 * @param type the class of the transform, such as {@code org.apache.beam.sdk.io.TextIO$Read}
 * @param writesTo for a write of files, where Beam puts them (the file name pattern, or the
 *     temporary directory Beam writes them in first), as far as the graph says; empty otherwise
 */
@API(status = INTERNAL)
public record AsWritten(String transform, Role role, String type, Optional<String> writesTo) {

  /** What the transform does outside the test. */
  public enum Role {
    READ,
    WRITE;

    String noun() {
      return this == READ ? "read" : "write";
    }
  }

  public AsWritten {
    requireNonNull(transform, "transform");
    requireNonNull(role, "role");
    requireNonNull(type, "type");
    requireNonNull(writesTo, "writesTo");
  }

  /** "read 'ReadReferenceData' (TextIO$Read)", with where a write of files writes. */
  public String describe() {
    return role.noun()
        + " '"
        + transform
        + "' ("
        + type.substring(type.lastIndexOf('.') + 1)
        + (writesTo.isPresent() ? ", writes " + writesTo.get() : "")
        + ")";
  }

  /**
   * "Pipespec: scenario 'X' runs as written (@RunsAsWritten): read 'ReadRef' (TextIO$Read), ...",
   * the console's line for a run that touches what is outside the test.
   */
  public static String announcement(String scenario, List<AsWritten> asWritten) {
    return "Pipespec: scenario '"
        + scenario
        + "' runs as written (@RunsAsWritten): "
        + String.join(", ", asWritten.stream().map(AsWritten::describe).toList());
  }

  /** "'ReadReferenceData' ran as written (@RunsAsWritten)", for a failure message. */
  public String ran() {
    return "'" + transform + "' ran as written (@RunsAsWritten)";
  }
}
