export const USAGE = `Trellis administration (uses DATA_DIR or DATABASE_URL, like the server)

Usage: npm run cli -- <command> [--flags]

  tenant create --subdomain S --name N --ceo-name N --ceo-email E --password P
                [--effective-date YYYY-MM-DD] [--time-zone Z]
      Creates a company and its CEO.                          -> {"TenantId":n,"CeoId":n}

  user add --subdomain S --name N --email E --password P --role ceo|manager|contributor|observer
           [--manager-email E] [--job-title T] [--org-unit D]
           [--org-admin] [--goal-admin] [--goal-manager] [--hr-admin]
      Adds an active user; without --manager-email they report to the CEO.  -> {"UserId":n}

  import --subdomain S --in FILE [--as EMAIL]
      Adds and updates people from a filled import template (xlsx or csv), all or nothing;
      invitations come from --as (the CEO or an org admin), else the CEO.
                                                -> {"Created":n,"Updated":n,"Invited":n}

  outbox --subdomain S [--to E]
      The newest 20 mails kept for a company (when SMTP_URL is not set).
                                                -> [{"To","Subject","Link","CreatedAt"}]

  demo --subdomain S [--name N]
      Creates a demo company with about 30 people.             -> {"TenantId":n,"CeoId":n}

  backup --out FILE
      Writes every table of the instance, files included, to FILE (gzipped JSON lines).
                                                -> {"Tables":n,"Rows":n}

  restore --in FILE [--force]
      Loads a backup into this database, all or nothing; refuses a database that holds rows
      unless --force (which replaces everything). PGlite and PostgreSQL files are the same.
                                                -> {"Tables":n,"Rows":n}

  tenant export --subdomain S --out FILE [--as EMAIL]
      Writes one company, every table and file, to FILE; the company's audit log records it as
      done by EMAIL (the CEO or an org admin), else the CEO.  -> {"TenantId":n,"Tables":n,"Rows":n}

  tenant import --in FILE [--subdomain NEW]
      Adds the company in FILE to this database with new ids, beside any others; refuses a
      subdomain that is taken (give --subdomain NEW).     -> {"TenantId":n,"Subdomain":"s","Rows":n}

  help
      Shows this text.

The JSON result is the last line on stdout; a failure prints one line on stderr and exits 1.`;
