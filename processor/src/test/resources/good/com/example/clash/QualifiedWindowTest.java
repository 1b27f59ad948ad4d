package com.example.clash;

import io.pipespec.ExpectContains;
import io.pipespec.Input;
import io.pipespec.Pane;
import io.pipespec.PipelineTest;
import io.pipespec.UnderTest;
import java.util.List;
import org.apache.beam.sdk.transforms.windowing.FixedWindows;
import org.apache.beam.sdk.transforms.windowing.PaneInfo.Timing;
import org.apache.beam.sdk.transforms.windowing.Window;
import org.apache.beam.sdk.values.PCollection;
import org.joda.time.Duration;

/** Beam's Window and Timing imported for the pipeline; Pipespec's written with their package. */
@PipelineTest
class QualifiedWindowTest {
  @UnderTest
  static PCollection<String> t(PCollection<String> in) {
    return in.apply(Window.into(FixedWindows.of(Duration.standardMinutes(10))));
  }

  @Input static final List<String> in = List.of();

  @ExpectContains("a")
  @io.pipespec.Window(start = "0", size = "10m")
  @Pane(io.pipespec.Timing.ON_TIME)
  void windowed() {}

  static boolean beamTimingStillUsable(Timing timing) {
    return timing == Timing.ON_TIME;
  }
}
