"""'Exile all creatures ... from the battlefield and all creature cards ... from all graveyards.' (Shadows'
Verdict; 701.13a, 406.2)."""
