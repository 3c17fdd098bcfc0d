"""The mechanics with a text part, the one list the compiler reads them from.

A mechanic's home (lithoform/mechanics/<name>/) may hold a `text.py`, whose `TRANSFORMER` is a mixin of
transformer rules (mixed into `OracleTransformer`, transform.py) and whose optional `MARKS` are sentence
marks (sentences.py), and a `grammar.lark` fragment of `%extend` lines and rules (appended to the
compiler's grammar, parser.py). Adding a mechanic with Oracle text adds one line here. The compiler reads a
mechanic's text part, never its rules part.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

from lithoform.mechanics.alternative_costs import text as alternative_costs
from lithoform.mechanics.animated_lands import text as animated_lands
from lithoform.mechanics.annihilator import text as annihilator
from lithoform.mechanics.attachments import text as attachments
from lithoform.mechanics.bestow import text as bestow
from lithoform.mechanics.blitz import text as blitz
from lithoform.mechanics.blocked_by import text as blocked_by
from lithoform.mechanics.boast import text as boast
from lithoform.mechanics.cast_permissions import text as cast_permissions
from lithoform.mechanics.changeling import text as changeling
from lithoform.mechanics.combat_keywords import text as combat_keywords
from lithoform.mechanics.convoke import text as convoke
from lithoform.mechanics.copy_triggers import text as copy_triggers
from lithoform.mechanics.cost_reductions import text as cost_reductions
from lithoform.mechanics.cumulative_upkeep import text as cumulative_upkeep
from lithoform.mechanics.cycling import text as cycling
from lithoform.mechanics.dash import text as dash
from lithoform.mechanics.day_night import text as day_night
from lithoform.mechanics.delve import text as delve
from lithoform.mechanics.double_faced import text as double_faced
from lithoform.mechanics.echo import text as echo
from lithoform.mechanics.emblems import text as emblems
from lithoform.mechanics.enchant_player import text as enchant_player
from lithoform.mechanics.end_turn import text as end_turn
from lithoform.mechanics.enters_choice import text as enters_choice
from lithoform.mechanics.evasion import text as evasion
from lithoform.mechanics.evoke import text as evoke
from lithoform.mechanics.exile_to_play import text as exile_to_play
from lithoform.mechanics.face_down import text as face_down
from lithoform.mechanics.foretell import text as foretell
from lithoform.mechanics.graveyard_counts import text as graveyard_counts
from lithoform.mechanics.hands import text as hands
from lithoform.mechanics.improvise import text as improvise
from lithoform.mechanics.instead_if import text as instead_if
from lithoform.mechanics.land_play import text as land_play
from lithoform.mechanics.lands import text as lands
from lithoform.mechanics.library_look import text as library_look
from lithoform.mechanics.more_conditions import text as more_conditions
from lithoform.mechanics.ninjutsu import text as ninjutsu
from lithoform.mechanics.numeric_conditions import text as numeric_conditions
from lithoform.mechanics.phasing import text as phasing
from lithoform.mechanics.protection import text as protection
from lithoform.mechanics.put_from_hand import text as put_from_hand
from lithoform.mechanics.reconfigure import text as reconfigure
from lithoform.mechanics.revolt import text as revolt
from lithoform.mechanics.sacrificed_values import text as sacrificed_values
from lithoform.mechanics.saga import text as saga
from lithoform.mechanics.storm import text as storm
from lithoform.mechanics.switch_pt import text as switch_pt
from lithoform.mechanics.uncounterable import text as uncounterable
from lithoform.mechanics.undying import text as undying
from lithoform.mechanics.vehicles import text as vehicles
from lithoform.mechanics.you_attack import text as you_attack

MECHANIC_TEXTS: tuple[ModuleType, ...] = (
    alternative_costs,
    animated_lands,
    annihilator,
    attachments,
    bestow,
    blitz,
    blocked_by,
    boast,
    cast_permissions,
    changeling,
    combat_keywords,
    convoke,
    copy_triggers,
    cost_reductions,
    cumulative_upkeep,
    cycling,
    dash,
    day_night,
    delve,
    double_faced,
    echo,
    emblems,
    enchant_player,
    end_turn,
    evasion,
    enters_choice,
    evoke,
    exile_to_play,
    face_down,
    foretell,
    graveyard_counts,
    hands,
    improvise,
    instead_if,
    land_play,
    lands,
    library_look,
    more_conditions,
    ninjutsu,
    numeric_conditions,
    phasing,
    protection,
    put_from_hand,
    reconfigure,
    revolt,
    sacrificed_values,
    saga,
    storm,
    switch_pt,
    uncounterable,
    undying,
    vehicles,
    you_attack,
)

TRANSFORMER_RULES: tuple[type, ...] = tuple(m.TRANSFORMER for m in MECHANIC_TEXTS)
# Sentence marks ('they can't phase in'): each takes the mark and the instruction before it and returns the
# changed instruction, or None when the mark isn't its own (compiler/sentences.py).
SENTENCE_MARKS: tuple[Callable[[Any, Any], Any], ...] = tuple(
    f for m in MECHANIC_TEXTS for f in getattr(m, "MARKS", ()))

# A mechanic's own form of a whole line (a Saga's chapter symbols, 714.2): each takes the line's text and the
# face's subtypes and returns the text the grammar reads instead, or None when the form isn't its own.
LINE_FORMS: tuple[Callable[[str, tuple[str, ...]], str | None], ...] = tuple(
    f for m in MECHANIC_TEXTS for f in getattr(m, "LINES", ()))


def grammar_files() -> tuple[Path, ...]:
    """The grammar fragments of the mechanics, in the order of `MECHANIC_TEXTS`."""
    assert all(m.__file__ for m in MECHANIC_TEXTS)
    found = (Path(str(m.__file__)).with_name("grammar.lark") for m in MECHANIC_TEXTS)
    return tuple(p for p in found if p.exists())
