"""'As ~ enters, choose a color / a creature type / an opponent / a player', the rules part (614.12, 614.1c,
607.2d, 400.7).

The ability is a replacement effect that modifies how the permanent enters (614.1c); it is read from the
permanent as it would exist on the battlefield (614.12), and its controller makes the choice as it enters,
before it is on the battlefield. The choice is kept as a Link under the permanent's id (607.2a: the record
linked abilities read), so the permanent's other abilities that say 'the chosen color' or 'of the chosen
type' read it (607.2d); a permanent that leaves and returns is a new object that has chosen nothing
(400.7)."""

from __future__ import annotations

from collections import Counter
from functools import cache

from lithoform.carddb import card_names, get_card
from lithoform.cards.combat_rule_kinds import BLOCKED_ONLY_BY
from lithoform.cards.tree import AddAbilities, ApplyContinuous, CombatRule, Filter
from lithoform.mechanics.changeling.rules import creature_types
from lithoform.mechanics.enters_choice.nodes import AsEntersChoose, ChooseNow, ProtectionFromChosen
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import face_of
from lithoform.rules.continuous.chosen import CHOSEN_KEY, chosen_value
from lithoform.rules.effects.interpreter import register_effect, run_effect
from lithoform.rules.hooks import AS_ENTERS_CHOICES
from lithoform.rules.replacement.events import as_it_would_exist
from lithoform.state import procedure
from lithoform.state.model import PUBLIC_ZONES, GameState, Link, Obj, Question, player_ref

COLORS = (("white", "W"), ("blue", "U"), ("black", "B"), ("red", "R"), ("green", "G"))  # 105.1
BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")  # 205.3i, 305.6
# 205.3i: the land types; 205.2a: the card types
LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest", "Cave", "Desert", "Gate", "Lair", "Locus", "Mine",
              "Planet", "Power-Plant", "Sphere", "Tower", "Town", "Urza's")
CARD_TYPES = ("Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred", "Land", "Planeswalker", "Sorcery")


MOST_MANA_VALUE = 16  # 202.3: the greatest mana value of a card (Draco)


def as_enters_choices(state: GameState, obj: Obj) -> None:
    """614.12: each 'as ~ enters, choose ...' of the permanent as it would exist is made by its controller
    now. Outside a rules procedure (a board set up directly) nothing is asked; a set-up gives its choices."""
    if not procedure.in_procedure() or not any(isinstance(a, AsEntersChoose) for a in face_of(obj).abilities):
        return
    for ability in as_it_would_exist(state, obj).abilities:
        if isinstance(ability, AsEntersChoose):
            record_choice(state, obj, ability.kind, _ask(state, obj, ability.kind, ability.other_than,
                                                         ability.options))


def record_choice(state: GameState, obj: Obj, kind: str, value: str, event: str = "as_enters_choice",
                  rules: tuple[str, ...] = ("614.12", "607.2d")) -> None:
    """Keep `value` as what `obj` chose for `kind` (607.2d); a later choice of the same kind replaces it."""
    key = f"{CHOSEN_KEY}{kind}:"
    kept = tuple(link for link in state.links if not (link.source == obj.id and link.key.startswith(key)))
    state.links = kept + (Link(obj.id, key + value, ()),)
    shown = dict((b, a) for a, b in COLORS).get(value, value) if kind == "color" else value
    if kind in ("opponent", "player"):
        shown = state.players[int(value)].name
    state.emit(event, rules, card=obj.card, kind=kind, choice=shown)


def _ask(state: GameState, obj: Obj, kind: str, other_than: str = "", options: tuple[str, ...] = ()) -> str:
    name = face_of(obj).name
    if kind == "card type" and not options:  # 'choose a card type' (205.2a)
        options = CARD_TYPES
    if kind == "land type":  # 'choose a land type' (205.3i)
        options = LAND_TYPES
    if options:  # 614.12c: 'choose Khans or Dragons'; 'choose artifact, creature, or enchantment'
        labels = tuple(o.lower() for o in options) if kind == "card type" else options
        (i,) = procedure.ask(Question(obj.controller, "choose", f"as {name} enters, choose {' or '.join(labels)} "
                                      "(614.12)", tuple(range(len(options))), 1, 1, labels=labels))
        return options[i]
    if kind == "color":
        colors = tuple((n, c) for n, c in COLORS if c != other_than)  # 'a color other than red'
        labels = tuple(n for n, _ in colors)
        (i,) = procedure.ask(Question(obj.controller, "choose", f"as {name} enters, choose a color (614.12)",
                                      tuple(range(len(labels))), 1, 1, labels=labels))
        return colors[i][1]
    if kind in ("card name", "nonland card name"):  # 201.3: the name of any card, in the game or not
        labels = _card_names(state, obj.controller, kind)
        (i,) = procedure.ask(Question(obj.controller, "choose", f"as {name} enters, choose a {kind} (201.3, "
                                      "614.12)", tuple(range(len(labels))), 1, 1, labels=labels))
        return labels[i]
    if kind == "number":  # 'choose a number' (Sanctum Prelate): any integer; offered are those a mana value can be
        # (202.3: 0 up to 16, the greatest of any card), which are all the choice can matter for
        labels = tuple(str(n) for n in range(MOST_MANA_VALUE + 1))
        (i,) = procedure.ask(Question(obj.controller, "choose", f"as {name} enters, choose a number (614.12)",
                                      tuple(range(len(labels))), 1, 1, labels=labels))
        return labels[i]
    if kind == "basic land type":
        (i,) = procedure.ask(Question(obj.controller, "choose", f"as {name} enters, choose a basic land type "
                                      "(614.12)", tuple(range(5)), 1, 1, labels=BASIC_LAND_TYPES))
        return BASIC_LAND_TYPES[i]
    if kind == "creature type":
        labels = _creature_types(state, obj.controller)
        (i,) = procedure.ask(Question(obj.controller, "choose", f"as {name} enters, choose a creature type "
                                      "(614.12)", tuple(range(len(labels))), 1, 1, labels=labels))
        return labels[i]
    players = [p for p in range(len(state.players)) if not state.players[p].lost
               and (kind == "player" or p != obj.controller)]
    if not players:  # 'choose an opponent' with none left: nothing is chosen
        return ""
    (ref,) = procedure.ask(Question(obj.controller, "choose", f"as {name} enters, choose {'an' if kind == 'opponent' else 'a'} "
                                    f"{kind} (614.12)", tuple(player_ref(p) for p in players), 1, 1))
    return str(players[[player_ref(p) for p in players].index(ref)])


def _name_fits(kind: str, types: tuple[str, ...]) -> bool:
    """201.3: whether a card with these (front face) types has a name of `kind`: 'card name', 'nonland card name',
    'artifact card name' (Dispossess: the name of an artifact card)."""
    word = kind.removesuffix("card name").strip()
    if not word:
        return True
    if word == "nonland":
        return "Land" not in types
    return word.capitalize() in types


@cache
def _all_card_names(kind: str) -> tuple[str, ...]:
    """Every card name of the card database of that kind (201.3), sorted."""
    names = card_names()
    if kind != "card name":
        names = [n for n in names if _name_fits(kind, get_card(n).faces[0].types)]
    return tuple(sorted(names))


@cache
def _basic_land_names() -> frozenset[str]:
    """The names of the basic land cards (205.4c: a land with the supertype basic): Plains, Wastes, Snow-Covered
    Island, ..."""
    out = set()
    for n in card_names():
        face = get_card(n).faces[0]
        if "Land" in face.types and "Basic" in face.supertypes:
            out.add(n)
    return frozenset(out)


@cache
def _name_set(kind: str) -> frozenset[str]:
    return frozenset(_all_card_names(kind))


def _card_names(state: GameState, player: int, kind: str) -> tuple[str, ...]:
    """Every card name of `kind` the player may choose (201.3): first those of the cards in public zones (400.2),
    then every other name. The order depends on no hidden card, the chooser's own included: the other players see
    the question's labels (play/observation.py), and an order by the chooser's hand or library would show it."""
    every = _all_card_names(kind)
    known = _name_set(kind)
    seen: dict[str, None] = {}
    for o in state.objects.values():
        if isinstance(o, Obj) and o.zone in PUBLIC_ZONES and not o.face_down:
            face = face_of(o)
            if o.card in known and _name_fits(kind, face.types):  # a token's name isn't a card's
                seen.setdefault(o.card, None)
    return tuple(seen) + tuple(n for n in every if n not in seen)


def _creature_types(state: GameState, player: int) -> tuple[str, ...]:
    """Every creature type (205.3m), those among the player's own cards first, most common first: the
    choice a player nearly always makes, offered first."""
    seen: Counter[str] = Counter()
    every = creature_types()
    for o in state.objects.values():
        if isinstance(o, Obj) and o.owner == player:
            seen.update(t for t in face_of(o).subtypes if t in every)
    ranked = [t for t, _ in seen.most_common()]
    return tuple(ranked) + tuple(sorted(t for t in every if t not in seen))


def _choose_now(ctx: Ctx, e: ChooseNow) -> None:
    """608.2d: 'Choose a color / a creature type / a basic land type.' as the spell or ability resolves; the choice is kept under
    its source (607.2d), where 'of the chosen color' and 'of that type' read it."""
    st = ctx.state
    # a source that left its zone (sacrificed to pay the cost: Root Greevil) still makes the choice: it's the
    # ability's (608.2d), kept under the source's last known information (113.7a)
    src = st.objects.get(ctx.source) or st.lki.get(ctx.source)
    if not isinstance(src, Obj):
        return
    if e.kind == "color":
        labels = tuple(n for n, _ in COLORS)
        (i,) = ctx.ask(ctx.controller, "choose", "choose a color (608.2d)", tuple(range(len(labels))), 1, 1,
                       labels=labels)
        record_choice(st, src, "color", COLORS[i][1], "chosen_now", ("608.2d", "607.2d"))
        return
    if e.kind == "parity":  # 'Choose odd or even.' (Extinction Event; 'with mana value of the chosen quality')
        (i,) = ctx.ask(ctx.controller, "choose", "choose odd or even (608.2d)", (0, 1), 1, 1, labels=e.options)
        record_choice(st, src, "parity", e.options[i], "chosen_now", ("608.2d", "607.2d"))
        return
    if e.kind == "card type":  # 'Choose creature or land.' (205.2a: one of the card types listed)
        labels = tuple(t.lower() for t in e.options)
        (i,) = ctx.ask(ctx.controller, "choose", f"choose {' or '.join(labels)} (608.2d)", tuple(range(len(labels))),
                       1, 1, labels=labels)
        record_choice(st, src, "card type", e.options[i], "chosen_now", ("608.2d", "607.2d"))
        return
    if e.kind.endswith("card name"):  # 201.3: the name of any card (of a kind), in the game or not
        labels = _card_names(st, ctx.controller, e.kind)
        if e.kind not in ("card name", "nonland card name"):  # 'an artifact card name': read as any name chosen
            (i,) = ctx.ask(ctx.controller, "choose", f"choose an {e.kind} (608.2d)", tuple(range(len(labels))), 1, 1,
                           labels=labels)
            record_choice(st, src, "card name", labels[i], "chosen_now", ("608.2d", "607.2d", "201.3"))
            return
        if e.other_than == "basic land":  # 'other than a basic land card name' (Necromentia; 205.4c)
            basics = _basic_land_names()
            labels = tuple(n for n in labels if n not in basics)
    else:
        labels = BASIC_LAND_TYPES if e.kind == "basic land type" else _creature_types(st, ctx.controller)
        labels = tuple(t for t in labels if t != e.other_than)  # 'other than Wall' (Standardize)
    (i,) = ctx.ask(ctx.controller, "choose", f"choose a {e.kind} (608.2d)", tuple(range(len(labels))), 1, 1,
                   labels=labels)
    record_choice(st, src, e.kind, labels[i], "chosen_now", ("608.2d", "607.2d"))


def _protection_from_chosen(ctx: Ctx, e: ProtectionFromChosen) -> None:
    """702.16, 607.2d: protection from the color the source chose; nothing if it chose none. So too hexproof from
    it (702.11d) and 'can't be blocked by creatures of that color' (509.1b: blocked only by creatures not of it)."""
    value = chosen_value(ctx.state, ctx.source, "color")
    name = dict((b, a) for a, b in COLORS).get(value or "")
    if name is None or value is None:
        return
    if e.grant == "unblockable_by":
        rule = CombatRule(BLOCKED_ONLY_BY, filter=Filter(types=("Creature",), not_colors=(value,)))
        grant = AddAbilities(abilities=(rule,))
    else:
        grant = AddAbilities(keywords=(("Hexproof from " if e.grant == "hexproof" else "Protection from ") + name,))
    run_effect(ctx, ApplyContinuous((grant,), e.what, e.until))


AS_ENTERS_CHOICES.register(as_enters_choices)
register_effect(ChooseNow, _choose_now)
register_effect(ProtectionFromChosen, _protection_from_chosen)
