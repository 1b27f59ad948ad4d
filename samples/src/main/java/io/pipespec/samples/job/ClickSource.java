package io.pipespec.samples.job;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Serializable;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.NoSuchElementException;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.coders.SerializableCoder;
import org.apache.beam.sdk.coders.StringUtf8Coder;
import org.apache.beam.sdk.io.UnboundedSource;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.joda.time.Instant;

/**
 * An unbounded source of click lines {@code user,page,epochMillis} from a broker that streams them
 * over a socket, one a line, as a Kafka-style topic would: in a test there is no broker, so the
 * read is replaced.
 */
public final class ClickSource extends UnboundedSource<String, ClickSource.Offset> {

  private static final long serialVersionUID = 1L;

  private final String broker;
  private final String topic;

  public ClickSource(String broker, String topic) {
    this.broker = broker;
    this.topic = topic;
  }

  /** How many lines of the topic were read. */
  public record Offset(long lines) implements UnboundedSource.CheckpointMark, Serializable {
    @Override
    public void finalizeCheckpoint() {}
  }

  @Override
  public List<ClickSource> split(int desiredNumSplits, PipelineOptions options) {
    return List.of(this);
  }

  @Override
  public UnboundedReader<String> createReader(PipelineOptions options, Offset checkpoint) {
    return new Reader(this, checkpoint == null ? 0 : checkpoint.lines());
  }

  @Override
  public Coder<Offset> getCheckpointMarkCoder() {
    return SerializableCoder.of(Offset.class);
  }

  @Override
  public Coder<String> getOutputCoder() {
    return StringUtf8Coder.of();
  }

  private static final class Reader extends UnboundedReader<String> {
    private final ClickSource source;
    private long lines;
    private Socket socket;
    private BufferedReader in;
    private String current;
    private Instant timestamp = BoundedWindow.TIMESTAMP_MIN_VALUE;
    private Instant watermark = BoundedWindow.TIMESTAMP_MIN_VALUE;

    Reader(ClickSource source, long lines) {
      this.source = source;
      this.lines = lines;
    }

    @Override
    public boolean start() throws IOException {
      String[] hostPort = source.broker.split(":", 2);
      socket = new Socket(hostPort[0], Integer.parseInt(hostPort[1]));
      socket
          .getOutputStream()
          .write(
              ("SUBSCRIBE " + source.topic + " " + lines + "\n").getBytes(StandardCharsets.UTF_8));
      in =
          new BufferedReader(
              new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
      return advance();
    }

    @Override
    public boolean advance() throws IOException {
      if (!in.ready()) {
        return false;
      }
      String line = in.readLine();
      if (line == null) {
        return false;
      }
      String[] fields = line.split(",", -1);
      current = fields[0] + "," + fields[1];
      timestamp = Instant.ofEpochMilli(Long.parseLong(fields[2]));
      if (timestamp.isAfter(watermark)) {
        watermark = timestamp;
      }
      lines++;
      return true;
    }

    @Override
    public String getCurrent() {
      if (current == null) {
        throw new NoSuchElementException();
      }
      return current;
    }

    @Override
    public Instant getCurrentTimestamp() {
      return timestamp;
    }

    @Override
    public Instant getWatermark() {
      return watermark;
    }

    @Override
    public Offset getCheckpointMark() {
      return new Offset(lines);
    }

    @Override
    public ClickSource getCurrentSource() {
      return source;
    }

    @Override
    public void close() throws IOException {
      if (socket != null) {
        socket.close();
      }
    }
  }
}
