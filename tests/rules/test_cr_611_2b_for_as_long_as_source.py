"""611.2b: a resolving ability's continuous effects 'for as long as ~ remains tapped' (Tawnos's Weaponry, the
Couriers), 'for as long as ~ remains on the battlefield' (Skilled Animator) and 'for as long as you control ~
and ~ remains tapped' (Helm of Possession): they last while the duration holds, and do nothing if it never
starts (mechanics/source_durations)."""

from __future__ import annotations

from support import activate, basics, board, cast, events, pass_both, pt, resolve_stack

from lithoform import Game
from lithoform.carddb import get_card
from lithoform.compiler import compile_card

WEAPONRY = "Tawnos's Weaponry"


def _to_turn(game: Game, turn: int, untap: bool = True) -> None:
    """Passes until a player holds priority in `turn` (after its untap step); 'you may choose not to untap ~'
    (502.3) is answered by untapping everything (`untap`) or keeping everything tapped."""
    for _ in range(400):
        p = game.pending
        if game.state.turn == turn and game.state.step != "untap" and p.kind == "priority":
            return
        if p.kind == "attackers":
            game.apply("done")
        elif p.kind == "may":
            game.apply("no")
        elif p.kind == "choose":
            game.apply("choose" if untap else f"choose {' '.join(str(o) for o in p.options)}")
        else:
            game.apply("pass")
    raise AssertionError(game.pending)


def test_they_compile() -> None:
    for name in (WEAPONRY, "Everglove Courier", "Thran Weaponry", "Skilled Animator", "Helm of Possession",
                 "Opportunistic Dragon", "Gargoyle Sentinel", "Quicksmith Spy", "Kill Switch",
                 "Hisoka's Guard", "The Blackstaff of Waterdeep", "Flowstone Armor"):
        assert compile_card(get_card(name)).ok, name


def test_611_2b_the_boost_lasts_while_the_source_remains_tapped() -> None:
    """Tawnos's Weaponry: '{2}, {T}: Target creature gets +1/+1 for as long as Tawnos's Weaponry remains
    tapped.' It is still +1/+1 on the opponent's turn, and ends as the Weaponry untaps."""
    game = board({"battlefield": [*basics(Plains=2), WEAPONRY, "Grizzly Bears"]})
    bears = game.find("Grizzly Bears")
    start = game.state.turn
    activate(game, WEAPONRY, 1, bears)
    resolve_stack(game)
    assert pt(game, bears) == (3, 3)
    _to_turn(game, start + 1)
    assert pt(game, bears) == (3, 3)
    _to_turn(game, start + 2)  # its controller untaps the Weaponry (502.3)
    assert not game.state.objects[game.find(WEAPONRY)].tapped
    assert pt(game, bears) == (2, 2)
    assert events(game, "effect_ends")


def test_611_2b_keeping_the_source_tapped_keeps_the_boost() -> None:
    game = board({"battlefield": [*basics(Plains=2), WEAPONRY, "Grizzly Bears"]})
    bears = game.find("Grizzly Bears")
    start = game.state.turn
    activate(game, WEAPONRY, 1, bears)
    resolve_stack(game)
    _to_turn(game, start + 2, untap=False)
    assert game.state.objects[game.find(WEAPONRY)].tapped
    assert pt(game, bears) == (3, 3)


def test_611_2b_the_duration_never_starts_if_the_source_is_gone() -> None:
    """The Weaponry is destroyed with its ability on the stack: the effect does nothing (611.2b)."""
    game = board({"battlefield": [*basics(Plains=2, Mountain=2), WEAPONRY, "Grizzly Bears"],
                  "hand": ["Shatter"]})
    bears = game.find("Grizzly Bears")
    activate(game, WEAPONRY, 1, bears)
    cast(game, "Shatter", game.find(WEAPONRY))
    resolve_stack(game)
    assert game.find(WEAPONRY, zone="graveyard")
    assert pt(game, bears) == (2, 2)
    assert events(game, "effect_never_starts")


def test_611_2b_pump_and_keyword_together() -> None:
    """Everglove Courier: '{2}{G}, {T}: Target Elf creature gets +2/+2 and has trample for as long as Everglove
    Courier remains tapped.' Ruling: "It checks the creature type when the ability is announced and resolved,
    but once the effect is placed on the creature, if its creature type changes the effect still continues.\""""
    game = board({"battlefield": [*basics(Forest=3), "Everglove Courier", "Llanowar Elves"]})
    elves = game.find("Llanowar Elves")
    activate(game, "Everglove Courier", 1, elves)
    resolve_stack(game)
    assert pt(game, elves) == (3, 3)
    assert "trample" in game.chars(elves).keywords


def test_611_2b_becomes_a_creature_while_the_source_remains_on_the_battlefield() -> None:
    """Skilled Animator: 'target artifact you control becomes an artifact creature with base power and
    toughness 5/5 for as long as Skilled Animator remains on the battlefield.' Rulings: "Skilled Animator
    doesn't remove any abilities the target artifact has." "The artifact retains any types, subtypes, or
    supertypes it has.\""""
    game = board({"battlefield": [*basics(Island=3, Mountain=1), "Ornithopter"],
                  "hand": ["Skilled Animator", "Lightning Bolt"]})
    thopter = game.find("Ornithopter")
    cast(game, "Skilled Animator")
    pass_both(game)
    assert game.pending.kind == "target", game.pending
    game.apply(f"target {thopter}")
    resolve_stack(game)
    assert pt(game, thopter) == (5, 5)
    assert "flying" in game.chars(thopter).keywords and "Artifact" in game.chars(thopter).types
    cast(game, "Lightning Bolt", game.find("Skilled Animator"))
    resolve_stack(game)
    assert game.find("Skilled Animator", zone="graveyard")
    assert "Creature" in game.chars(thopter).types and pt(game, thopter) == (0, 2)  # its own types again


def _dragon_trigger(extra_hand: tuple[str, ...] = ()) -> tuple[Game, int]:
    game = board({"battlefield": [*basics(Mountain=5)], "hand": ["Opportunistic Dragon", *extra_hand]},
                 {"battlefield": ["Ornithopter"]})
    cast(game, "Opportunistic Dragon")
    pass_both(game)
    assert game.pending.kind == "target", game.pending
    thopter = game.find("Ornithopter")
    game.apply(f"target {thopter}")
    return game, thopter


def test_611_2b_opportunistic_dragon_steals_while_it_remains() -> None:
    """Opportunistic Dragon: 'choose target Human or artifact an opponent controls. For as long as Opportunistic
    Dragon remains on the battlefield, gain control of that permanent, it loses all abilities, and it can't
    attack or block.' Ruling: "The effect only expires once it's no longer on the battlefield.\""""
    game, thopter = _dragon_trigger(("Lightning Bolt",))
    resolve_stack(game)
    assert game.state.objects[thopter].controller == 0
    assert "flying" not in game.chars(thopter).keywords
    cast(game, "Lightning Bolt", game.find("Opportunistic Dragon"))
    resolve_stack(game)
    assert game.find("Opportunistic Dragon", zone="graveyard")
    assert game.state.objects[thopter].controller == 1
    assert "flying" in game.chars(thopter).keywords


def test_611_2b_opportunistic_dragon_gone_before_its_trigger_resolves() -> None:
    """Ruling: "If Opportunistic Dragon leaves the battlefield before its triggered ability resolves, your
    opponent keeps control of their Human or artifact, it doesn't lose any abilities, and it can still attack
    or block as normal. You don't gain control of it at all.\""""
    game, thopter = _dragon_trigger(("Lightning Bolt",))
    cast(game, "Lightning Bolt", game.find("Opportunistic Dragon"))
    resolve_stack(game)
    assert game.state.objects[thopter].controller == 1
    assert "flying" in game.chars(thopter).keywords
    assert events(game, "effect_never_starts")


def test_611_2a_gargoyle_sentinel_loses_defender_until_end_of_turn() -> None:
    """Gargoyle Sentinel: '{3}: Until end of turn, Gargoyle Sentinel loses defender and gains flying.'"""
    game = board({"battlefield": [*basics(Plains=3), "Gargoyle Sentinel"]})
    gargoyle = game.find("Gargoyle Sentinel")
    activate(game, gargoyle, 1)
    resolve_stack(game)
    assert "defender" not in game.chars(gargoyle).keywords and "flying" in game.chars(gargoyle).keywords
    _to_turn(game, game.state.turn + 1)
    assert "defender" in game.chars(gargoyle).keywords and "flying" not in game.chars(gargoyle).keywords


def test_502_3_kill_switch_keeps_the_artifacts_tapped_while_it_remains_tapped() -> None:
    """Kill Switch: '{2}, {T}: Tap all other artifacts. They don't untap during their controllers' untap steps
    for as long as Kill Switch remains tapped.'"""
    game = board({"battlefield": [*basics(Island=2), "Kill Switch"]}, {"battlefield": ["Ornithopter"]})
    thopter = game.find("Ornithopter")
    start = game.state.turn
    activate(game, "Kill Switch", 1)
    resolve_stack(game)
    assert game.state.objects[thopter].tapped
    _to_turn(game, start + 1)  # its controller's untap step: it stays tapped
    assert game.state.objects[thopter].tapped
    _to_turn(game, start + 2)  # Kill Switch untaps
    _to_turn(game, start + 3)
    assert not game.state.objects[thopter].tapped
