package io.pipespec.processor.literal;

import io.pipespec.processor.model.Literal;
import java.util.ArrayList;
import java.util.List;
import org.apiguardian.api.API;

/** What a {@link TypeParser} made of a text: a value, or why the text is wrong. */
@API(status = API.Status.INTERNAL)
public sealed interface Outcome {

  /** The text is valid; {@code value} is a value of the target type. */
  record Parsed(Literal value) implements Outcome {}

  /**
   * The text is not valid.
   *
   * @param part the text that failed: the whole literal or one part of it
   * @param type the type it was parsed against, as the user wrote it ({@code Integer})
   * @param reason what a valid text looks like, phrased as a fix
   * @param within the roles of {@code part}, innermost first ({@code the 2nd element of
   *     List<Integer>}, then {@code the value of KV<String, List<Integer>>}); empty for the whole
   *     literal
   */
  record Failed(String part, String type, String reason, List<String> within) implements Outcome {
    public Failed {
      within = List.copyOf(within);
    }

    public Failed(String part, String type, String reason) {
      this(part, type, reason, List.of());
    }

    /** The same failure, seen as the part with {@code role} of an enclosing literal. */
    public Failed inRole(String role) {
      List<String> roles = new ArrayList<>(within);
      roles.add(role);
      return new Failed(part, type, reason, roles);
    }
  }
}
