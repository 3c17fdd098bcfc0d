"""Shield counters (122.1c): one or more shield counters on a permanent create a replacement effect, "If this
permanent would be destroyed as the result of an effect, instead remove a shield counter from it", and a
prevention effect, "If damage would be dealt to this permanent, prevent that damage and remove a shield
counter from it". Putting them is ordinary counter text ('put a shield counter on target creature', '~ enters
with a shield counter on it'), so this mechanic has only a rules part."""
