"""'If ~ was kicked, it enters with two +1/+1 counters on it.' (702.33d: a kicked permanent's linked
abilities; 614.1c: a replacement effect of the entering permanent)."""
