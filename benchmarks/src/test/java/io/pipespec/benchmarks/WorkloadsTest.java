package io.pipespec.benchmarks;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Every workload of the benchmarks, once, at a tiny size: the scenarios pass, the baselines pass,
 * so that {@code benchmarks/run} never times something broken. The timing itself runs only there.
 */
class WorkloadsTest {

  @Test
  void largeContains() {
    LargeContains bench = new LargeContains(500);
    bench.pipespec();
    bench.bare();
    bench.bareSameRead();
    bench.passert();
  }

  @Test
  void manyExpectations() {
    ManyExpectations bench = new ManyExpectations(3);
    bench.pipespec(3);
    bench.pipespec(1);
    bench.passert();
  }

  @Test
  void flinkWorkloads() {
    LargeContains large = new LargeContains(500);
    large.pipespecOnFlink();
    large.bareOnFlink();
    ManyExpectations many = new ManyExpectations(2);
    many.pipespecOnFlink(2);
    many.passertOnFlink();
  }

  @Test
  void generatedTriesPassAndTheirWrittenBaselinePasses() throws Exception {
    GeneratePipeline bench = new GeneratePipeline(3);
    assertThat(bench.generate()).isNotEmpty();
    bench.plain();
  }

  @Test
  void manyWindows() {
    new ManyWindows(20).pipespec();
  }

  @Test
  void failureReportIsBoundedAndNamesWhatDiffers() {
    FailureReport bench = new FailureReport(20_000);
    bench.runPipeline();
    bench.judgePassing();
    bench.judgeFailing();
    assertThat(bench.checkBounded()).contains("message_chars=");
  }

  @Test
  void functionHarnessCasesAgreeWithTheirPipelines() {
    FunctionHarnessCases bench = new FunctionHarnessCases(3);
    bench.harness();
    bench.pipelines();
    assertThat(FunctionHarnessCases.throughput(FunctionHarnessCases.oneKey(1_000)))
        .isGreaterThan(0.0);
  }

  @Test
  void reportCaseJudgesEveryWindowAndWritesAPageOfThem() throws Exception {
    ReportCase bench = new ReportCase(300);
    bench.runPipeline();
    bench.writePage();
    assertThat(bench.pageBytes()).isGreaterThan(10_000L);
    bench.cleanUp();
  }

  @Test
  void snapshotCaseRecordsThenVerifiesAndItsBaselineWrites() throws Exception {
    SnapshotCase bench = new SnapshotCase(2_500);
    try {
      bench.record();
      // The header's lines, then one line per total.
      assertThat(bench.fileLines()).isGreaterThan(2_500L);
      bench.pipespec();
      bench.bare();
      // One file of a line per total, as a golden file of lines is kept.
      assertThat(bench.lastBareOutput()).isEqualTo("1 file(s), 2500 lines");
    } finally {
      bench.cleanUp();
    }
  }

  @Test
  void keyedDiffFailsBothWaysAndCountsEveryChangedKey() {
    KeyedDiff bench = new KeyedDiff(20_000);
    bench.runPipeline();
    bench.judgeKeyed();
    bench.judgePlain();
    assertThat(bench.checkCounts()).isEqualTo("changed=1000 shown=50 more=950");
  }

  @Test
  void keyedDiffJudgesTheSnapshotCasesTimedRunAsItWouldItsOwn() throws Exception {
    SnapshotCase snapshot = new SnapshotCase(20_000);
    try {
      snapshot.record();
      snapshot.pipespec();
      KeyedDiff bench = new KeyedDiff(20_000);
      bench.judge(snapshot.lastRun().orElseThrow());
      bench.judgeKeyed();
      bench.judgePlain();
      assertThat(bench.checkCounts()).isEqualTo("changed=1000 shown=50 more=950");
      // The baseline's run drops the capture: no run is timed while another's is held.
      snapshot.bare();
      assertThat(snapshot.lastRun()).isEmpty();
    } finally {
      snapshot.cleanUp();
    }
  }
}
