"""Deputy of Detention: "When Deputy of Detention enters the battlefield, exile target nonland permanent an opponent
controls and all other nonland permanents that player controls with the same name as that permanent until Deputy
of Detention leaves the battlefield." (201.2: same name; 610.3: exiled until it leaves; 608.2b: an illegal
target.) Its rulings, quoted from the card database."""

from __future__ import annotations

from support import basics, board, cast, names, resolve_stack, resolve_top, use_compiled

from lithoform import Game

use_compiled("Deputy of Detention", "Unsummon")

DEPUTY = "Deputy of Detention"


def _game(p2: list, p1_extra: list | None = None, p2_hand: list[str] | None = None) -> Game:
    return board({"battlefield": [*basics(Plains=2, Island=2), *(p1_extra or [])], "hand": [DEPUTY, "Unsummon"]},
                 {"battlefield": p2, "hand": p2_hand or []})


def _deputy_targeting(game: Game, target: int) -> None:
    cast(game, DEPUTY)
    resolve_top(game)  # the Deputy enters; its trigger asks for its target
    assert game.pending.kind == "target", game.pending
    game.apply(f"target {target}")


def _p2_bears(game: Game) -> list[int]:
    return [o for o in game.state.battlefield if game.chars(o).name == "Grizzly Bears"
            and game.state.objects[o].controller == 1]


def test_610_3_the_target_and_that_players_others_with_its_name_are_exiled_until_it_leaves() -> None:
    """P2's two Bears go (one targeted), P2's Llanowar Elves and P1's own Bears stay; when the Deputy leaves the two
    Bears return to the battlefield under their owner's control (610.3c)."""
    game = _game(["Grizzly Bears", "Grizzly Bears", "Llanowar Elves", "Mountain"], ["Grizzly Bears"])
    _deputy_targeting(game, _p2_bears(game)[0])
    resolve_stack(game)
    assert names(game, "exile", 1) == ["Grizzly Bears", "Grizzly Bears"]
    assert "Llanowar Elves" in names(game, "battlefield", 1)
    assert "Grizzly Bears" in names(game, "battlefield", 0)
    cast(game, "Unsummon", game.find(DEPUTY))
    resolve_stack(game)
    assert len(_p2_bears(game)) == 2 and names(game, "exile", 1) == []


def test_ruling_an_illegal_target_means_nothing_is_exiled() -> None:
    """Ruling (2019-01-25): "If the target nonland permanent is an illegal target by the time this ability tries to
    resolve, the ability doesn't resolve. Nothing is exiled." P2 returns the targeted Bears with Unsummon: the
    other Bears stay."""
    game = _game(["Grizzly Bears", "Grizzly Bears", "Island"], p2_hand=["Unsummon"])
    target = _p2_bears(game)[0]
    _deputy_targeting(game, target)
    game.apply("pass")
    cast(game, game.find("Unsummon", zone="hand", player=1), target)
    resolve_stack(game)
    assert len(_p2_bears(game)) == 1 and names(game, "exile", 1) == []


def test_ruling_if_the_deputy_has_left_nothing_is_exiled() -> None:
    """Ruling (2019-01-25): "If Deputy of Detention leaves the battlefield before its triggered ability resolves,
    nothing is exiled." (610.3c)"""
    game = _game(["Grizzly Bears", "Grizzly Bears"])
    _deputy_targeting(game, _p2_bears(game)[0])
    cast(game, "Unsummon", game.find(DEPUTY))  # P1 responds, returning the Deputy first
    resolve_stack(game)
    assert len(_p2_bears(game)) == 2 and names(game, "exile", 1) == []


def test_ruling_exiled_tokens_cease_to_exist_and_dont_return() -> None:
    """Ruling (2019-01-25): "If a token is exiled this way, it will cease to exist and won't return to the
    battlefield." Two Bears tokens go together and never come back (111.7)."""
    token = {"card": "Grizzly Bears", "token": True}
    game = _game([token, token])
    _deputy_targeting(game, _p2_bears(game)[0])
    resolve_stack(game)
    assert _p2_bears(game) == [] and names(game, "exile", 1) == []
    cast(game, "Unsummon", game.find(DEPUTY))
    resolve_stack(game)
    assert _p2_bears(game) == []
