package io.pipespec.benchmarks;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The cases of outputs of a million elements judged whole: {@code snapshot-1m} (a golden file) and
 * {@code keyed-diff-1m} (differences by key). A round of theirs takes a minute or more.
 */
final class LargeOutputs {

  private LargeOutputs() {}

  /**
   * {@code @ExpectSnapshot} of {@code n} totals in verify mode, passing (build, run, capture, read
   * the file, judge), against the same pipeline writing them as lines with {@code TextIO}. Both
   * sides are warmed up on a tenth of the size, Pipespec's by a run in record mode and one in
   * verify mode; the file of {@code n} totals is written as that record run wrote its own ({@link
   * SnapshotCase#writeLike}), which saves a record run as long as the timed one.
   */
  static BenchLine snapshot(int n) throws Exception {
    SnapshotCase warm = new SnapshotCase(n / 10);
    SnapshotCase bench = new SnapshotCase(n);
    try {
      Stopwatch.time(warm::bare);
      warm.record();
      Stopwatch.time(warm::pipespec);
      bench.writeLike(warm);
      Map<String, Workload> workloads = new LinkedHashMap<>();
      workloads.put("pipespec", bench::pipespec);
      workloads.put("textio", bench::bare);
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
      return line;
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
