package io.pipespec.engine.report;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.RefusedExpectationError;
import io.pipespec.runtime.explore.Exploration;
import io.pipespec.runtime.run.Judgement;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.verdict.expect.ElementMismatchError;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.apiguardian.api.API;
import org.opentest4j.AssertionFailedError;

/**
 * The report of one scenario while its expectations are judged: it collects their verdicts, links
 * each failure to the page, and writes the page when the scenario is done. Used by the thread that
 * runs the scenario only (its expectations are judged one after the other).
 */
@API(status = INTERNAL)
public final class ScenarioReport {

  private final ReportSettings settings;
  private final String testClass;
  private final ScenarioSpec spec;
  private final ScenarioResult result;
  private final Exploration exploration;
  private final Path page;
  private final String name;
  private final Map<ExpectationSpec, Judgement> verdicts = new LinkedHashMap<>();

  /**
   * @param runner the runner of this run when the scenario runs on several (each gets its own page,
   *     {@code <scenario>.<runner>.html}); empty on one runner
   * @param exploration what exploring the scenario did, shown in its own section
   */
  public ScenarioReport(
      ReportSettings settings,
      Class<?> testClass,
      ScenarioSpec spec,
      ScenarioResult result,
      Exploration exploration,
      Optional<String> runner) {
    this.settings = requireNonNull(settings, "settings");
    this.testClass = testClass.getName();
    this.spec = requireNonNull(spec, "spec");
    this.result = requireNonNull(result, "result");
    this.exploration = requireNonNull(exploration, "exploration");
    this.name = spec.name() + runner.map(r -> " [" + r + "]").orElse("");
    this.page = pagePath(settings.directory(), this.testClass, spec.name(), runner);
  }

  /**
   * {@code <dir>/<test class>/<scenario>.html}; see {@link #pagePath(Path, String, String,
   * Optional)}.
   */
  static Path pagePath(Path directory, String testClass, String scenario) {
    return pagePath(directory, testClass, scenario, Optional.empty());
  }

  /**
   * {@code <dir>/<test class>/<scenario>.html}, or {@code <scenario>.<runner>.html} for the run on
   * one of several runners; no two scenarios of a class, nor two runners, share a page ({@link
   * #fileName}).
   */
  static Path pagePath(Path directory, String testClass, String scenario, Optional<String> runner) {
    return directory
        .resolve(fileName(testClass, true))
        .resolve(
            fileName(scenario, false)
                + runner.map(r -> "." + fileName(r, false)).orElse("")
                + ".html");
  }

  /**
   * A file name for {@code name}, one to one, and the name itself where it is made of ASCII
   * letters, digits, {@code $} and {@code -}, and dots where {@code dots} (a class name's, never
   * leading); {@code _} becomes {@code __}, and every other character {@code _} and its UTF-16 code
   * in four hex digits. Replacing such characters by one sign made "Ärger" and "Örger" one page,
   * the second overwriting the first and both failures linking to it; here they are {@code
   * _00c4rger.html} and {@code _00d6rger.html}.
   */
  static String fileName(String name, boolean dots) {
    StringBuilder file = new StringBuilder(name.length() + 8);
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if ((c >= 'A' && c <= 'Z')
          || (c >= 'a' && c <= 'z')
          || (c >= '0' && c <= '9')
          || c == '$'
          || c == '-'
          || (c == '.' && dots && i > 0)) {
        file.append(c);
      } else if (c == '_') {
        file.append("__");
      } else {
        file.append('_').append(String.format(Locale.ROOT, "%04x", (int) c));
      }
    }
    return file.length() == 0 ? "_" : file.toString();
  }

  /** Where the page is (or would be) written. */
  public Path page() {
    return page;
  }

  /**
   * Records the verdict on {@code expectation} and returns what to throw for it, if anything: the
   * failure of the verdict with the page's path at the end of its message, when a page will be
   * written.
   */
  public Optional<Throwable> record(ExpectationSpec expectation, Judgement judgement) {
    verdicts.put(expectation, judgement);
    Optional<Throwable> failure = judgement.failure();
    if (failure.isEmpty() || settings.mode() == ReportMode.NONE) {
      return failure;
    }
    // The page is a file in the report directory.
    Optional<String> unwritable = whyUnwritable(requireNonNull(page.getParent()));
    return Optional.of(
        linked(
            failure.get(),
            unwritable
                .map(
                    why ->
                        "Timeline report: none, "
                            + why
                            + " (pipespec.reports.dir; pipespec.reports=none turns reports off)")
                .orElse("Timeline report: " + page.toUri())));
  }

  /**
   * Why no page can be written in {@code directory}, if none can: a file where a directory should
   * be, a directory the test JVM may not write. Asked before a failure links to its page, so that
   * no message names a page that will never exist, and the reason reaches the console, where
   * Surefire shows no report entry.
   */
  static Optional<String> whyUnwritable(Path directory) {
    try {
      Files.createDirectories(directory);
    } catch (IOException | SecurityException e) {
      return Optional.of("the directory " + directory + " cannot be made: " + e);
    }
    return Files.isWritable(directory)
        ? Optional.empty()
        : Optional.of("the directory " + directory + " is not writable");
  }

  /** Whether the page is written once the scenario is done. */
  public boolean writesPage() {
    return switch (settings.mode()) {
      case NONE -> false;
      case ALL -> true;
      case FAILURES -> verdicts.values().stream().anyMatch(j -> j.failure().isPresent());
    };
  }

  /**
   * Writes the page, the expectations of {@code all} not judged listed as such, and returns its
   * path.
   */
  public Path write(List<ExpectationSpec> all) {
    List<PageInput.Verdict> list = verdicts(all);
    String html = TimelinePage.html(PageInput.of(testClass, name, spec, result, exploration, list));
    try {
      Files.createDirectories(page.getParent());
      Files.writeString(page, html, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot write the timeline report " + page, e);
    }
    return page;
  }

  /** The index's line of this scenario. */
  public ReportIndex.Entry indexEntry(List<ExpectationSpec> all, boolean written) {
    Map<String, Integer> counts = new LinkedHashMap<>();
    for (PageInput.Verdict verdict : verdicts(all)) {
      counts.merge(verdict.judgement().word(), 1, Integer::sum);
    }
    return new ReportIndex.Entry(
        testClass, name, counts, written ? Optional.of(page) : Optional.empty());
  }

  private List<PageInput.Verdict> verdicts(List<ExpectationSpec> all) {
    List<PageInput.Verdict> list = new ArrayList<>();
    for (ExpectationSpec expectation : all) {
      Judgement judgement = verdicts.get(expectation);
      list.add(
          new PageInput.Verdict(
              expectation,
              judgement == null
                  ? new Judgement.NotJudged("not run: disabled, or not selected")
                  : judgement));
    }
    return list;
  }

  /**
   * {@code failure} with {@code line} appended to its message: the same type, expected, actual,
   * cause and stack trace for Pipespec's, opentest4j's and plain assertion failures; any other
   * throwable (a user's own error type, a misuse) is kept as it is, with the line as a suppressed
   * note, so that its type is never changed.
   */
  static Throwable linked(Throwable failure, String line) {
    String message = (failure.getMessage() == null ? "" : failure.getMessage()) + "\n" + line;
    Throwable linked;
    if (failure instanceof ElementMismatchError mismatch) {
      return mismatch.withMessage(message);
    } else if (failure instanceof RefusedExpectationError refused) {
      linked = new RefusedExpectationError(message, refused.reason());
      if (refused.getCause() != null) {
        linked.initCause(refused.getCause());
      }
    } else if (failure.getClass() == AssertionFailedError.class) {
      AssertionFailedError afe = (AssertionFailedError) failure;
      linked =
          afe.isExpectedDefined() || afe.isActualDefined()
              ? new AssertionFailedError(
                  message,
                  afe.isExpectedDefined() ? afe.getExpected().getValue() : null,
                  afe.isActualDefined() ? afe.getActual().getValue() : null,
                  afe.getCause())
              : new AssertionFailedError(message, afe.getCause());
    } else if (failure.getClass() == AssertionError.class) {
      linked = new AssertionError(message, failure.getCause());
    } else {
      failure.addSuppressed(new ReportLink(line));
      return failure;
    }
    linked.setStackTrace(failure.getStackTrace());
    for (Throwable suppressed : failure.getSuppressed()) {
      linked.addSuppressed(suppressed);
    }
    return linked;
  }

  /** The page's path, attached to a failure whose message cannot be extended. */
  static final class ReportLink extends Exception {
    private static final long serialVersionUID = 1L;

    ReportLink(String line) {
      super(line, null, false, false);
    }
  }
}
