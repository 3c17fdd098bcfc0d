"""Mirrorworks: every official ruling, checked in a game.

Oracle text: Whenever another nontoken artifact enters the battlefield under your control, you may pay {2}.
If you do, create a token that's a copy of that artifact."""

from __future__ import annotations

from support import board, cast, controlled, counters, lands, pass_both, registering

from lithoform import Game
from lithoform.cards.tree import CardDef, CardFace, EntersAsCopy, Filter

STEEL = CardDef("Mirrorworks Test Steel", (CardFace(
    "Mirrorworks Test Steel", ("Artifact",), "{3}",
    text="You may have Mirrorworks Test Steel enter the battlefield as a copy of any artifact on the battlefield.",
    abilities=(EntersAsCopy(Filter(types=("Artifact",)),
                            text="You may have Mirrorworks Test Steel enter the battlefield as a copy of any "
                                 "artifact on the battlefield."),),
),))

_cards = registering(STEEL)


def _tokens(game: Game, name: str) -> list[int]:
    return [oid for oid in controlled(game, name) if game.state.objects[oid].token]


def _untapped_lands(game: Game) -> int:
    return sum(1 for oid in game.zone("battlefield")
               if "Land" in game.chars(oid).types and not game.state.objects[oid].tapped)


def test_each_trigger_pays_two_once_for_one_token() -> None:
    """Ruling: "Each time the ability triggers, you can pay {2} only one time to get one token."
    """
    game = board({"battlefield": [lands("Island", 8), "Mirrorworks"], "hand": ["Bonesplitter"]})
    cast(game, "Bonesplitter")
    pass_both(game)
    assert game.pending.kind == "priority" and len(game.state.stack) == 1  # one trigger
    pass_both(game)
    assert game.pending.kind == "may" and "{2}" in game.pending.prompt
    before = _untapped_lands(game)
    game.apply("yes")
    # One payment of {2}, one token, and no offer to pay again.
    assert game.pending.kind == "priority" and not game.state.stack
    assert before - _untapped_lands(game) == 2
    assert len(_tokens(game, "Bonesplitter")) == 1


def test_token_copies_printed_values_and_copy_effects_only() -> None:
    """Ruling: "As the token is created, it checks the printed values of the artifact it's copying, as well
    as any copy effects that have been applied to it."

    The artifact is a Mirrorworks Test Steel that entered as a copy of Bonesplitter (a copy effect), and
    in response to the trigger it gains hexproof and indestructible (not a copy effect): the token is a
    Bonesplitter, without hexproof or indestructible."""
    game = board({"battlefield": [lands("Island", 8), "Forest", "Mirrorworks", "Bonesplitter"],
                  "hand": ["Mirrorworks Test Steel", "Tamiyo's Safekeeping"]})
    cast(game, "Mirrorworks Test Steel")
    pass_both(game)
    assert game.pending.kind == "choose"
    game.apply(f"choose {game.find('Bonesplitter')}")
    steel = next(oid for oid in game.zone("battlefield") if game.state.objects[oid].card == STEEL.name)
    assert game.chars(steel).name == "Bonesplitter"
    cast(game, "Tamiyo's Safekeeping", steel)
    pass_both(game)
    assert {"hexproof", "indestructible"} <= game.chars(steel).keywords
    pass_both(game)
    game.apply("yes")
    (token,) = _tokens(game, "Bonesplitter")
    c = game.chars(token)
    assert c.name == "Bonesplitter" and c.subtypes == {"Equipment"} and c.mana_value == 1
    assert not {"hexproof", "indestructible"} & c.keywords


def test_token_has_the_copiable_values_of_the_artifact() -> None:
    """Ruling: "The copiable values of the token's characteristics are the same as the copiable values of
    the characteristics of the artifact it's copying."

    A token copy of Triskelion has its name, mana cost, types, abilities and base 1/1, and enters with
    three +1/+1 counters as Triskelion does."""
    game = board({"battlefield": [lands("Island", 8), "Mirrorworks"], "hand": ["Triskelion"]})
    cast(game, "Triskelion")
    pass_both(game)
    pass_both(game)
    game.apply("yes")
    original = next(o for o in controlled(game, "Triskelion") if not game.state.objects[o].token)
    (token,) = _tokens(game, "Triskelion")
    assert game.chars(token) == game.chars(original)
    assert game.state.objects[token].printed.mana_cost == "{6}"
    assert counters(game, token) == 3 and game.chars(token).power == 4


def test_artifact_gone_before_resolution_still_gives_a_token_from_last_known_values() -> None:
    """Ruling: "If the artifact that caused Mirrorworks's ability to trigger has already left the
    battlefield by the time the ability resolves, you can still pay {2}. If you do, you'll still put a token
    onto the battlefield. That token has the copiable values of the characteristics of that nontoken
    artifact as it last existed on the battlefield."
    """
    game = board({"battlefield": [lands("Island", 6), "Mirrorworks", "Ashnod's Altar"], "hand": ["Triskelion"]})
    cast(game, "Triskelion")
    pass_both(game)
    trisk = game.find("Triskelion")
    altar = game.find("Ashnod's Altar")
    game.apply(f"activate {altar} 1 sac:{trisk}")  # a mana ability: {C}{C}, with the trigger on the stack
    assert game.find("Triskelion", zone="graveyard")
    pass_both(game)
    assert game.pending.kind == "may"
    game.apply("yes")
    (token,) = _tokens(game, "Triskelion")
    assert game.chars(token).name == "Triskelion" and game.chars(token).mana_value == 6
    assert counters(game, token) == 3
    assert not game.state.players[0].pool  # the {2} was paid


def test_its_own_token_does_not_make_it_trigger_again() -> None:
    """Oracle: "another nontoken artifact": the token Mirrorworks creates doesn't make it trigger."""
    game = board({"battlefield": [lands("Island", 8), "Mirrorworks"], "hand": ["Bonesplitter"]})
    cast(game, "Bonesplitter")
    pass_both(game)
    pass_both(game)
    game.apply("yes")
    assert not game.state.stack and not game.state.waiting and game.pending.kind == "priority"
    assert len(controlled(game, "Bonesplitter")) == 2


def test_an_opponents_artifact_does_not_make_it_trigger() -> None:
    """Oracle: "enters the battlefield under your control": an opponent's artifact doesn't count."""
    game = board({"battlefield": [lands("Island", 8), "Mirrorworks"]},
                 {"battlefield": [lands("Island", 1)], "hand": ["Bonesplitter"]}, active="P2")
    cast(game, "Bonesplitter")
    pass_both(game)
    assert not game.state.stack and not game.state.waiting and game.pending.kind == "priority"
    assert len(controlled(game, "Bonesplitter", 1)) == 1
