package io.pipespec.processor.model;

import java.util.List;
import java.util.Optional;
import org.apiguardian.api.API;

/**
 * What one job scenario replaces, captures and gives the job: its own declarations, else the test
 * class's.
 *
 * @param inputs the reads replaced, each by its input
 * @param outputs the writes captured
 * @param options the {@code @Options} method, when there is one
 * @param asWritten the reads and writes let run as written ({@code @RunsAsWritten}), as named
 * @param keptPaths those of {@code asWritten} whose files stay where the job puts them ({@code
 *     keepPaths = true})
 */
@API(status = API.Status.INTERNAL)
public record JobScenarioModel(
    List<Replacement> inputs,
    List<CapturedWrite> outputs,
    Optional<MemberRef> options,
    List<String> asWritten,
    List<String> keptPaths) {

  public JobScenarioModel {
    inputs = List.copyOf(inputs);
    outputs = List.copyOf(outputs);
    asWritten = List.copyOf(asWritten);
    keptPaths = List.copyOf(keptPaths);
  }

  /** The read {@code replaces} names, replaced by {@code input}. */
  public record Replacement(String replaces, InputModel input) {}

  /**
   * The write {@code of} names, its input captured as the output {@code name}.
   *
   * @param type the declared element type, a class without type arguments
   */
  public record CapturedWrite(String name, String of, Optional<ClassRef> type) {}
}
