"""'As ~ enters, <instruction>' (614.1c, 614.12): a static ability of the permanent whose replacement effect
has its controller follow the instruction as the permanent enters ('As Heightened Awareness enters, discard
your hand'), and the counters it enters with because of it ('If you do, Rescuer Sphinx enters with a +1/+1
counter on it'; 'Thief of Blood enters with a +1/+1 counter on it for each counter removed this way')."""
