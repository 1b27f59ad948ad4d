package io.pipespec.runtime.verdict.snapshot;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opentest4j.AssertionFailedError;

/** Snapshot and shape files as an editor or a mishap leaves them. */
class ReviewedFilesTest {

  @Test
  void aByteOrderMarkIsNoPartOfTheText(@TempDir Path directory) throws IOException {
    Path file = directory.resolve("totals.snap");
    Files.write(file, new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF, '#', ' ', 'x', '\n'});

    assertThat(ReviewedFiles.read(file, "The snapshot")).isEqualTo("# x\n");
  }

  @Test
  void aFileThatIsNotUtf8TextSaysSoAndHowToRecordItAgain(@TempDir Path directory)
      throws IOException {
    Path file = directory.resolve("totals.snap");
    Files.write(file, new byte[] {'a', '\n', (byte) 0xC3, (byte) 0x28, 0, (byte) 0xFF});

    AssertionFailedError e =
        assertThrows(AssertionFailedError.class, () -> ReviewedFiles.read(file, "The snapshot"));

    assertThat(e).hasMessageThat().startsWith("The snapshot " + file + " is not UTF-8 text");
    assertThat(e).hasMessageThat().contains("record");
    assertThat(e).hasMessageThat().doesNotContain("MalformedInputException");
  }
}
