"""Color-changing effects in every zone, the rules part (105.3, 611.3a, 613.1e, 613.7).

'All cards that aren't on the battlefield, spells, and permanents are the chosen color in addition to their other
colors.' (Painter's Servant), '... are colorless.' (Mycosynth Lattice). Painter's Servant's ruling: 'This ability
affects every card in every game zone, all tokens on the battlefield, and all spell copies on the stack'. On the
battlefield the effect is a StaticEffect in layer 5 of the layer system; off the battlefield the core asks
OFF_BATTLEFIELD_EFFECTS, and each such effect of a permanent applies in timestamp order (613.7: Lattice's
ruling-free interaction with Painter's Servant: the later one wins for 'colorless', an added color stays added).
The chosen color is the one its source chose as it entered (607.2d, 614.12).

The sources are found from the permanents' own abilities (their definitions), not through the layers: the layer
system itself asks for the characteristics of cards off the battlefield (a count of cards in graveyards), so
asking it back here would recurse. A permanent that lost the ability to another effect (613.1f) still paints
off the battlefield: a limit of this model."""

from __future__ import annotations

from typing import Any

import msgspec

from lithoform.cards.tree import SetColors
from lithoform.mechanics.zone_colors.nodes import ChosenColors, ColorsOffBattlefield
from lithoform.rules.continuous.characteristics import face_of
from lithoform.rules.continuous.chosen import chosen_value
from lithoform.rules.continuous.layers import PART_LAYER, PART_WRITES, STATE_READ_PARTS
from lithoform.rules.hooks import OFF_BATTLEFIELD_EFFECTS
from lithoform.state.model import BATTLEFIELD, GameState, Obj


def _chosen_colors(state: GameState, part: ChosenColors, source: int) -> SetColors:
    """607.2d: the color `source` chose as it entered; with none chosen, no change."""
    color = chosen_value(state, source, "color")
    if color is None:
        return SetColors((), added=True)
    return SetColors((color,), added=part.added)


def _plain(state: GameState, part: Any, source: int) -> SetColors:
    return _chosen_colors(state, part, source) if isinstance(part, ChosenColors) else part


_SOURCES_KEY = ("zone_colors", "sources")  # the state's characteristics cache: found once per generation
_BY_FACE: dict[int, tuple[Any, tuple[Any, ...]]] = {}  # id(face) -> (the face, kept alive; its parts)


def _parts_of(face: Any) -> tuple[Any, ...]:
    known = _BY_FACE.get(id(face))
    if known is None or known[0] is not face:
        if len(_BY_FACE) >= 4096:
            _BY_FACE.clear()
        known = _BY_FACE[id(face)] = (face, tuple(a.part for a in face.abilities
                                                   if isinstance(a, ColorsOffBattlefield)))
    return known[1]


def _sources(state: GameState) -> tuple[tuple[int, int, Any], ...]:
    """(timestamp, permanent, part) of each such ability on the battlefield, in timestamp order (613.7); kept in
    the characteristics cache, which any change of zones or characteristics empties."""
    cache: Any = state.chars
    hit = cache.get(_SOURCES_KEY)
    if hit is None:
        found = []
        for pid in state.zones[BATTLEFIELD]:
            obj = state.objects.get(pid)
            if isinstance(obj, Obj) and not obj.face_down:
                found.extend((obj.timestamp, pid, part) for part in _parts_of(face_of(obj)))
        hit = cache[_SOURCES_KEY] = tuple(sorted(found, key=lambda s: (s[0], s[1])))
    return hit


def colors_off_battlefield(state: GameState, oid: int, values: Any) -> Any:
    """611.3a, 613.1e, 613.7: `values` (an object outside the battlefield) with every 'all cards that aren't on
    the battlefield, spells, and permanents are ...' effect applied, in the timestamp order of their sources."""
    sources = _sources(state)
    if not sources:
        return values
    colors = set(values.colors)
    for _, pid, part in sources:
        plain = _plain(state, part, pid)
        colors = colors | set(plain.colors) if plain.added else set(plain.colors)
    return msgspec.structs.replace(values, colors=frozenset(colors))


PART_LAYER[ChosenColors] = "5"
PART_WRITES[ChosenColors] = frozenset({"colors"})
STATE_READ_PARTS[ChosenColors] = _chosen_colors
OFF_BATTLEFIELD_EFFECTS.register(colors_off_battlefield, needs=("ColorsOffBattlefield",))
