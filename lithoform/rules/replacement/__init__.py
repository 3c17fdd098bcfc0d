"""Replacement and prevention effects (614-616): how an object enters or where it goes instead (614.1c-d,
614.12), and the events they modify: damage (615), counters (122.6), card draws (614.11). When several apply
to one event, the affected player chooses their order (616.1)."""
