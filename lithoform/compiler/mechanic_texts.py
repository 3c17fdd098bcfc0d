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

from lithoform.mechanics.activation_timing import text as activation_timing
from lithoform.mechanics.adapt import text as adapt
from lithoform.mechanics.afflict import text as afflict
from lithoform.mechanics.alone import text as alone
from lithoform.mechanics.alternative_costs import text as alternative_costs
from lithoform.mechanics.amass import text as amass
from lithoform.mechanics.animated_lands import text as animated_lands
from lithoform.mechanics.annihilator import text as annihilator
from lithoform.mechanics.ascend import text as ascend
from lithoform.mechanics.attachments import text as attachments
from lithoform.mechanics.awaken import text as awaken
from lithoform.mechanics.becomes import text as becomes
from lithoform.mechanics.bestow import text as bestow
from lithoform.mechanics.blitz import text as blitz
from lithoform.mechanics.block_events import text as block_events
from lithoform.mechanics.blocked_by import text as blocked_by
from lithoform.mechanics.bloodthirst import text as bloodthirst
from lithoform.mechanics.boast import text as boast
from lithoform.mechanics.bolster import text as bolster
from lithoform.mechanics.buyback import text as buyback
from lithoform.mechanics.cant_be_targeted import text as cant_be_targeted
from lithoform.mechanics.cascade import text as cascade
from lithoform.mechanics.cast_exiled_now import text as cast_exiled_now
from lithoform.mechanics.cast_permissions import text as cast_permissions
from lithoform.mechanics.casualty import text as casualty
from lithoform.mechanics.chain_copies import text as chain_copies
from lithoform.mechanics.changeling import text as changeling
from lithoform.mechanics.choose_target import text as choose_target
from lithoform.mechanics.clash import text as clash
from lithoform.mechanics.combat_keywords import text as combat_keywords
from lithoform.mechanics.conditional_mana import text as conditional_mana
from lithoform.mechanics.conditional_statics import text as conditional_statics
from lithoform.mechanics.connive import text as connive
from lithoform.mechanics.convoke import text as convoke
from lithoform.mechanics.copy_triggers import text as copy_triggers
from lithoform.mechanics.cost_reductions import text as cost_reductions
from lithoform.mechanics.counted_pt import text as counted_pt
from lithoform.mechanics.counts import text as counts
from lithoform.mechanics.coven import text as coven
from lithoform.mechanics.cumulative_upkeep import text as cumulative_upkeep
from lithoform.mechanics.cycling import text as cycling
from lithoform.mechanics.damage_pairs import text as damage_pairs
from lithoform.mechanics.damage_prevention import text as damage_prevention
from lithoform.mechanics.dash import text as dash
from lithoform.mechanics.day_night import text as day_night
from lithoform.mechanics.decayed import text as decayed
from lithoform.mechanics.delve import text as delve
from lithoform.mechanics.devotion import text as devotion
from lithoform.mechanics.devour import text as devour
from lithoform.mechanics.discard_draw import text as discard_draw
from lithoform.mechanics.discards import text as discards
from lithoform.mechanics.distribute import text as distribute
from lithoform.mechanics.divided_damage import text as divided_damage
from lithoform.mechanics.double_faced import text as double_faced
from lithoform.mechanics.draw_limit import text as draw_limit
from lithoform.mechanics.dredge import text as dredge
from lithoform.mechanics.echo import text as echo
from lithoform.mechanics.embalm import text as embalm
from lithoform.mechanics.emblems import text as emblems
from lithoform.mechanics.enchant_player import text as enchant_player
from lithoform.mechanics.end_turn import text as end_turn
from lithoform.mechanics.energy import text as energy
from lithoform.mechanics.enters_choice import text as enters_choice
from lithoform.mechanics.enters_or_dies import text as enters_or_dies
from lithoform.mechanics.enters_untapped import text as enters_untapped
from lithoform.mechanics.entwine import text as entwine
from lithoform.mechanics.evasion import text as evasion
from lithoform.mechanics.evoke import text as evoke
from lithoform.mechanics.evolve import text as evolve
from lithoform.mechanics.exert import text as exert
from lithoform.mechanics.exile_cast import text as exile_cast
from lithoform.mechanics.exile_to_play import text as exile_to_play
from lithoform.mechanics.exploit import text as exploit
from lithoform.mechanics.explore import text as explore
from lithoform.mechanics.extort import text as extort
from lithoform.mechanics.fabricate import text as fabricate
from lithoform.mechanics.face_down import text as face_down
from lithoform.mechanics.fading import text as fading
from lithoform.mechanics.flash_permission import text as flash_permission
from lithoform.mechanics.foretell import text as foretell
from lithoform.mechanics.graft import text as graft
from lithoform.mechanics.granted_abilities import text as granted_abilities
from lithoform.mechanics.graveyard_counts import text as graveyard_counts
from lithoform.mechanics.graveyard_exile import text as graveyard_exile
from lithoform.mechanics.hands import text as hands
from lithoform.mechanics.improvise import text as improvise
from lithoform.mechanics.ingest import text as ingest
from lithoform.mechanics.instead_if import text as instead_if
from lithoform.mechanics.kicked_counters import text as kicked_counters
from lithoform.mechanics.land_entered import text as land_entered
from lithoform.mechanics.land_play import text as land_play
from lithoform.mechanics.land_plays import text as land_plays
from lithoform.mechanics.lands import text as lands
from lithoform.mechanics.learn import text as learn
from lithoform.mechanics.leaves_graveyard import text as leaves_graveyard
from lithoform.mechanics.library_look import text as library_look
from lithoform.mechanics.life_lost import text as life_lost
from lithoform.mechanics.linked_owner import text as linked_owner
from lithoform.mechanics.loyalty_x import text as loyalty_x
from lithoform.mechanics.madness import text as madness
from lithoform.mechanics.mana_triggers import text as mana_triggers
from lithoform.mechanics.mentor import text as mentor
from lithoform.mechanics.modular import text as modular
from lithoform.mechanics.monstrosity import text as monstrosity
from lithoform.mechanics.more_conditions import text as more_conditions
from lithoform.mechanics.multikicker import text as multikicker
from lithoform.mechanics.ninjutsu import text as ninjutsu
from lithoform.mechanics.numeric_conditions import text as numeric_conditions
from lithoform.mechanics.opponent_controls import text as opponent_controls
from lithoform.mechanics.opponents_turn import text as opponents_turn
from lithoform.mechanics.optional_untap import text as optional_untap
from lithoform.mechanics.otherwise import text as otherwise
from lithoform.mechanics.outlast import text as outlast
from lithoform.mechanics.overload import text as overload
from lithoform.mechanics.pacts import text as pacts
from lithoform.mechanics.partner import text as partner
from lithoform.mechanics.party import text as party
from lithoform.mechanics.pay_reflexive import text as pay_reflexive
from lithoform.mechanics.pay_times import text as pay_times
from lithoform.mechanics.phasing import text as phasing
from lithoform.mechanics.player_counts import text as player_counts
from lithoform.mechanics.player_or_planeswalker import text as player_or_planeswalker
from lithoform.mechanics.player_search import text as player_search
from lithoform.mechanics.prevent_by import text as prevent_by
from lithoform.mechanics.proliferate import text as proliferate
from lithoform.mechanics.protection import text as protection
from lithoform.mechanics.put_from_hand import text as put_from_hand
from lithoform.mechanics.raid import text as raid
from lithoform.mechanics.rampage import text as rampage
from lithoform.mechanics.rebound import text as rebound
from lithoform.mechanics.reconfigure import text as reconfigure
from lithoform.mechanics.renown import text as renown
from lithoform.mechanics.return_chosen import text as return_chosen
from lithoform.mechanics.reveal_top import text as reveal_top
from lithoform.mechanics.reveal_top_player import text as reveal_top_player
from lithoform.mechanics.revolt import text as revolt
from lithoform.mechanics.riot import text as riot
from lithoform.mechanics.sacrificed_values import text as sacrificed_values
from lithoform.mechanics.saga import text as saga
from lithoform.mechanics.same_name import text as same_name
from lithoform.mechanics.scavenge import text as scavenge
from lithoform.mechanics.self_status import text as self_status
from lithoform.mechanics.soulshift import text as soulshift
from lithoform.mechanics.spectacle import text as spectacle
from lithoform.mechanics.split_second import text as split_second
from lithoform.mechanics.step_owners import text as step_owners
from lithoform.mechanics.storm import text as storm
from lithoform.mechanics.support import text as support
from lithoform.mechanics.suspend import text as suspend
from lithoform.mechanics.switch_pt import text as switch_pt
from lithoform.mechanics.tap_or_untap import text as tap_or_untap
from lithoform.mechanics.tapped_triggers import text as tapped_triggers
from lithoform.mechanics.toughness_of import text as toughness_of
from lithoform.mechanics.training import text as training
from lithoform.mechanics.transmute import text as transmute
from lithoform.mechanics.trigger_events import text as trigger_events
from lithoform.mechanics.umbra_armor import text as umbra_armor
from lithoform.mechanics.uncounterable import text as uncounterable
from lithoform.mechanics.undying import text as undying
from lithoform.mechanics.unearth import text as unearth
from lithoform.mechanics.unleash import text as unleash
from lithoform.mechanics.untapped_static import text as untapped_static
from lithoform.mechanics.vanishing import text as vanishing
from lithoform.mechanics.vehicles import text as vehicles
from lithoform.mechanics.ward_costs import text as ward_costs
from lithoform.mechanics.you_attack import text as you_attack

MECHANIC_TEXTS: tuple[ModuleType, ...] = (
    activation_timing,
    adapt,
    afflict,
    alone,
    alternative_costs,
    amass,
    animated_lands,
    annihilator,
    ascend,
    attachments,
    awaken,
    becomes,
    bestow,
    blitz,
    block_events,
    blocked_by,
    bloodthirst,
    boast,
    bolster,
    buyback,
    cant_be_targeted,
    cascade,
    cast_exiled_now,
    cast_permissions,
    casualty,
    chain_copies,
    changeling,
    choose_target,
    clash,
    combat_keywords,
    conditional_mana,
    conditional_statics,
    connive,
    convoke,
    copy_triggers,
    cost_reductions,
    counted_pt,
    counts,
    coven,
    cumulative_upkeep,
    cycling,
    damage_pairs,
    damage_prevention,
    dash,
    day_night,
    decayed,
    delve,
    devotion,
    devour,
    discard_draw,
    discards,
    distribute,
    divided_damage,
    double_faced,
    draw_limit,
    dredge,
    echo,
    embalm,
    emblems,
    enchant_player,
    end_turn,
    energy,
    enters_choice,
    enters_or_dies,
    enters_untapped,
    entwine,
    evasion,
    evoke,
    evolve,
    exert,
    exile_cast,
    exile_to_play,
    exploit,
    explore,
    extort,
    fabricate,
    face_down,
    fading,
    flash_permission,
    foretell,
    graft,
    granted_abilities,
    graveyard_counts,
    graveyard_exile,
    hands,
    improvise,
    ingest,
    instead_if,
    kicked_counters,
    land_entered,
    land_play,
    land_plays,
    lands,
    learn,
    leaves_graveyard,
    library_look,
    life_lost,
    linked_owner,
    loyalty_x,
    madness,
    mana_triggers,
    mentor,
    modular,
    monstrosity,
    more_conditions,
    multikicker,
    ninjutsu,
    numeric_conditions,
    opponent_controls,
    opponents_turn,
    optional_untap,
    otherwise,
    outlast,
    overload,
    pacts,
    partner,
    party,
    pay_reflexive,
    pay_times,
    phasing,
    player_counts,
    player_or_planeswalker,
    player_search,
    prevent_by,
    proliferate,
    protection,
    put_from_hand,
    raid,
    rampage,
    rebound,
    reconfigure,
    renown,
    return_chosen,
    reveal_top,
    reveal_top_player,
    revolt,
    riot,
    sacrificed_values,
    saga,
    same_name,
    scavenge,
    self_status,
    soulshift,
    spectacle,
    split_second,
    step_owners,
    storm,
    support,
    suspend,
    switch_pt,
    tap_or_untap,
    tapped_triggers,
    toughness_of,
    training,
    transmute,
    trigger_events,
    umbra_armor,
    uncounterable,
    undying,
    unearth,
    unleash,
    untapped_static,
    vanishing,
    vehicles,
    ward_costs,
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

# An activated ability's ending that restricts when it may be activated (602.5b, mechanics/activation_timing):
# each takes the effect text and returns (the text without it, the condition) or None.
ACTIVATION_ENDINGS: tuple[Callable[[str], Any], ...] = tuple(
    f for m in MECHANIC_TEXTS for f in getattr(m, "ACTIVATION_ENDINGS", ()))

# A mana ability's effect read another way ('Add {C}. If ..., add {C}{C} instead.', mechanics/conditional_mana):
# each takes the effect and returns the mechanic's node, or None.
MANA_EFFECTS: tuple[Callable[[Any], Any], ...] = tuple(
    f for m in MECHANIC_TEXTS for f in getattr(m, "MANA_EFFECTS", ()))

# 'return [count] [description] to its owner's hand' of permanents chosen as it resolves (mechanics/return_chosen):
# each takes (description, count, up to) and returns the node, or None.
CHOSEN_RETURNS: tuple[Callable[[Any, int, bool], Any], ...] = tuple(
    f for m in MECHANIC_TEXTS for f in getattr(m, "CHOSEN_RETURNS", ()))


def grammar_files() -> tuple[Path, ...]:
    """The grammar fragments of the mechanics, in the order of `MECHANIC_TEXTS`."""
    assert all(m.__file__ for m in MECHANIC_TEXTS)
    found = (Path(str(m.__file__)).with_name("grammar.lark") for m in MECHANIC_TEXTS)
    return tuple(p for p in found if p.exists())
