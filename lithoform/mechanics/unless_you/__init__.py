"""'[Sacrifice ~ | tap ~] unless you sacrifice [permanents] / return [permanents you control] to their owner's
hand' (118.12): the controller chooses as the effect resolves whether to do the action; one that can't be
done can't be chosen, and then the other action happens (Karoo lands, Plant Elemental, Glint Hawk)."""
