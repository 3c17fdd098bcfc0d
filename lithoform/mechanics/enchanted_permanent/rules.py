"""'As long as enchanted permanent is a creature, it gets +2/+1.' (611.3a, 303.4).

The compiled static is the core's attached static ability (StaticEffect with `attached`) with an `affected`
filter: the layer system applies it to the enchanted permanent only while that permanent matches the filter,
as its characteristics stand in the layers applied so far (rules/continuous/layers.py, 613.1: a
permanent that becomes a creature in layer 4 gets the boost of layer 7c). Nothing else to register."""
