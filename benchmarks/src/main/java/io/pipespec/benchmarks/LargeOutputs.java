package io.pipespec.benchmarks;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The cases of outputs of a million elements judged whole: {@code snapshot-1m} (a golden file) and
 * {@code keyed-diff-1m} (differences by key). A round of theirs takes a minute or more. Both judge
 * the output of the same pipeline, so {@code snapshot-1m} also prints {@code keyed-diff-1m}, judged
 * on its own timed run: a second run of a million totals took about 40 of the 73 seconds {@code
 * keyed-diff-1m} took alone.
 */
final class LargeOutputs {

  private LargeOutputs() {}

  /**
   * {@code @ExpectSnapshot} of {@code n} totals in verify mode, passing (build, run, capture, read
   * the file, judge), against the same pipeline writing them as lines with {@code TextIO}. Both
   * sides are warmed up on a tenth of the size, Pipespec's by a run in record mode and one in
   * verify mode; the file of {@code n} totals is written as that record run wrote its own ({@link
   * SnapshotCase#writeLike}), which saves a record run as long as the timed one. The baseline runs
   * first in a round, so that Pipespec's run is the last (with the default single round, or any odd
   * number), and {@code keyed-diff-1m} judges that run's capture ({@link #keyedDiff(KeyedDiff)});
   * otherwise it runs the pipeline once more.
   */
  static List<BenchLine> snapshot(int n) throws Exception {
    SnapshotCase warm = new SnapshotCase(n / 10);
    SnapshotCase bench = new SnapshotCase(n);
    try {
      Stopwatch.time(warm::bare);
      warm.record();
      Stopwatch.time(warm::pipespec);
      bench.writeLike(warm);
      Map<String, Workload> workloads = new LinkedHashMap<>();
      workloads.put("textio", bench::bare);
      workloads.put("pipespec", bench::pipespec);
      // A round takes two minutes and more, and the figure is far from its target: one round.
      Map<String, Long> medians = new Stopwatch(0, Bench.rounds(1)).medians(workloads);
      BenchLine line =
          Bench.print(
              new BenchLine(
                  "snapshot-1m",
                  n,
                  Bench.median(medians, "pipespec"),
                  Bench.median(medians, "textio")));
      System.out.println("INFO snapshot-1m snapshot file of " + bench.fileLines() + " lines");
      KeyedDiff keyed = new KeyedDiff(n);
      bench.lastRun().ifPresentOrElse(keyed::judge, keyed::runPipeline);
      return List.of(line, keyedDiff(keyed));
    } finally {
      warm.cleanUp();
      bench.cleanUp();
    }
  }

  /**
   * Judging {@code n} totals with 1,000 changed by key, against judging them without a key, from
   * one run; also prints (and checks) how many changed keys the failure counts and lists.
   */
  static BenchLine keyedDiff(int n) throws Exception {
    KeyedDiff bench = new KeyedDiff(n);
    bench.runPipeline();
    return keyedDiff(bench);
  }

  /** {@link #keyedDiff(int)} on a run already made ({@link KeyedDiff#judge}). */
  private static BenchLine keyedDiff(KeyedDiff bench) throws Exception {
    int n = bench.size();
    Map<String, Workload> workloads = new LinkedHashMap<>();
    workloads.put("keyed", bench::judgeKeyed);
    workloads.put("plain", bench::judgePlain);
    Map<String, Long> medians = new Stopwatch(1, Bench.rounds(3)).medians(workloads);
    BenchLine line =
        Bench.print(
            new BenchLine(
                "keyed-diff-1m",
                n,
                Bench.median(medians, "keyed"),
                Bench.median(medians, "plain")));
    System.out.println("INFO keyed-diff-1m n=" + n + " " + bench.checkCounts());
    return line;
  }
}
