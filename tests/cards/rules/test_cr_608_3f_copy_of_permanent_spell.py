"""CR 608.3f, a copy of a permanent spell becomes a token (with 707.10f).

608.3f: “If the object that’s resolving is a copy of a permanent spell, it will become a token permanent as
it is put onto the battlefield in any of the steps above. A token put onto the battlefield this way is no
longer a copy of a spell and is not “created” for the purposes of any rules or effects that refer to
creating a token.”

707.10f: “Some effects copy a permanent spell. As that copy resolves, it ceases being a copy of a spell and
becomes a token permanent. (See rule 608.3f.)”

The copies are made with Lithoform Engine's third ability, “{4}, {T}: Copy target permanent spell you
control.”
"""

from __future__ import annotations

from support import (
    ENGINE,
    P1,
    P2,
    cast,
    engine_board,
    events_since,
    mark,
    pay_with,
    resolve_top,
    tokens,
    top,
    untapped,
)


def copy_spell(game, spell: int) -> int:
    """Lithoform Engine's third ability copies the permanent spell `spell`; returns the copy's id."""
    game.apply(f"activate {game.find(ENGINE)} 3")
    game.apply(f"target {spell}")
    pay_with(game, *untapped(game, "Plains", 4))
    resolve_top(game)
    copy = top(game)
    assert copy.copy and copy.id != spell
    return copy.id


def test_the_copy_becomes_a_token_permanent_as_it_enters() -> None:
    """608.3f: “it will become a token permanent as it is put onto the battlefield”: the copy of Grizzly
    Bears becomes a Grizzly Bears token under P1's control."""
    game = engine_board(hand=("Grizzly Bears",), Forest=2)
    spell = cast(game, game.find("Grizzly Bears"), pay=False)
    pay_with(game, *untapped(game, "Forest"))
    copy = copy_spell(game, spell)
    resolve_top(game)
    (token,) = tokens(game)
    assert game.chars(token).name == "Grizzly Bears"
    assert game.state.objects[token].controller == P1 and game.state.objects[token].zone == "battlefield"
    assert copy not in game.state.objects


def test_the_token_is_no_longer_a_copy_of_a_spell() -> None:
    """608.3f: “A token put onto the battlefield this way is no longer a copy of a spell”: it isn't marked a
    copy, and it stays on the battlefield through state-based actions (704.5e removes copies of spells
    that are outside the stack) and after the original resolves."""
    game = engine_board(hand=("Grizzly Bears",), Forest=2)
    spell = cast(game, game.find("Grizzly Bears"), pay=False)
    pay_with(game, *untapped(game, "Forest"))
    copy_spell(game, spell)
    resolve_top(game)
    (token,) = tokens(game)
    assert game.state.objects[token].copy is False
    resolve_top(game)
    assert token in game.state.battlefield and game.state.stack == ()


def test_the_token_is_not_created() -> None:
    """608.3f: the token “is not “created” for the purposes of any rules or effects that refer to creating
    a token”: the log has the copy becoming a token (608.3f, 707.10f) and no token creation (111.1)."""
    game = engine_board(hand=("Grizzly Bears",), Forest=2)
    spell = cast(game, game.find("Grizzly Bears"), pay=False)
    pay_with(game, *untapped(game, "Forest"))
    copy_spell(game, spell)
    start = mark(game)
    resolve_top(game)
    became = events_since(game, start, "copy_becomes_token")
    assert len(became) == 1 and set(became[0].rules) >= {"608.3f"}
    assert events_since(game, start, "token") == []


def test_an_aura_copy_becomes_a_token_attached_to_its_target() -> None:
    """608.3f, “in any of the steps above”, with 608.3c: the copy of Control Magic, an Aura spell, becomes a
    token Aura attached to the creature it targets; P1 gains control of Grizzly Bears."""
    game = engine_board(hand=("Control Magic",), Island=4, p2={"battlefield": ["Grizzly Bears"]})
    bears = game.find("Grizzly Bears")
    spell = cast(game, game.find("Control Magic"), bears, pay=False)
    pay_with(game, *untapped(game, "Island"))
    copy_spell(game, spell)
    resolve_top(game)
    (token,) = tokens(game)
    assert game.chars(token).name == "Control Magic" and game.state.objects[token].attached_to == bears
    assert game.state.objects[bears].controller == P1


def test_an_aura_copy_with_an_illegal_target_does_not_resolve() -> None:
    """608.3f with 608.3b: “If the object that’s resolving has a target, it checks whether the target is
    still legal ... Otherwise, the spell doesn’t resolve.” Grizzly Bears die before the copy of Control
    Magic resolves: no token is put onto the battlefield, and the copy is gone."""
    game = engine_board(hand=("Control Magic", "Lightning Bolt"), Island=4, Mountain=1,
                        p2={"battlefield": ["Grizzly Bears"]})
    bears = game.find("Grizzly Bears")
    spell = cast(game, game.find("Control Magic"), bears, pay=False)
    pay_with(game, *untapped(game, "Island"))
    copy = copy_spell(game, spell)
    cast(game, game.find("Lightning Bolt"), bears)
    resolve_top(game)
    start = mark(game)
    resolve_top(game)
    assert [e.args["obj"] for e in events_since(game, start, "fizzle")] == [copy]
    assert tokens(game) == [] and copy not in game.state.objects
    assert game.state.stack == (spell,) and game.find("Grizzly Bears", zone="graveyard", player=P2)
